/** The theme's code block with the extra Prism languages registered here, where the highlighter loads
 * (not on every page: site/plugins/lean-bundle). */
import CodeBlock from '@theme-original/CodeBlock';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export default CodeBlock;
