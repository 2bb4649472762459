/**
 * Wraps the default MDX components to make the project's shared components
 * available in every Markdown page without an import line.
 */
import MDXComponents from '@theme-original/MDXComponents';

import ApiMethod from '@site/src/components/ApiMethod';
import Audience from '@site/src/components/Audience';
import Glossary from '@site/src/components/Glossary';
import PropertyTable from '@site/src/components/PropertyTable';
import Since from '@site/src/components/Since';

export default {
  ...MDXComponents,
  ApiMethod,
  Audience,
  Glossary,
  PropertyTable,
  Since,
};
