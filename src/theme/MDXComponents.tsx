/**
 * Wraps the default MDX components to make the project's shared components
 * available in every Markdown page without an import line.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MDXComponents from '@theme-original/MDXComponents';

import ApiMethod from '@site/src/components/ApiMethod';
import Audience from '@site/src/components/Audience';
import Fact from '@site/src/components/Fact';
import Glossary from '@site/src/components/Glossary';
import PropertyTable from '@site/src/components/PropertyTable';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Since from '@site/src/components/Since';

const DefaultA = MDXComponents.a;

/** A Markdown link; one an archived release's build marks `data-site-link`
 * (site/config/release-site.ts) leads to the rest of the site: a full page load, without that
 * build's base URL. */
function A({
  'data-site-link': siteLink,
  ...props
}: ComponentProps<typeof DefaultA> & {'data-site-link'?: string}): ReactNode {
  return siteLink ? <Link {...props} autoAddBaseUrl={false} /> : <DefaultA {...props} />;
}

export default {
  ...MDXComponents,
  a: A,
  table: ScrollableTable,
  ApiMethod,
  Audience,
  Fact,
  Glossary,
  PropertyTable,
  Since,
};
