/**
 * The theme's code block with the configured extra Prism languages
 * registered: what the classic theme's client module does on every page (see
 * site/plugins/lean-bundle), done here, where the highlighter is loaded.
 */
import CodeBlock from '@theme-original/CodeBlock';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export default CodeBlock;
