/** Wrapped so the shared components need no import line in Markdown. */
import React, {type ComponentProps, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import IconExternalLink from '@theme/Icon/ExternalLink';
import MDXComponents from '@theme-original/MDXComponents';

import ApiMethod from '@site/src/components/ApiMethod';
import Audience from '@site/src/components/Audience';
import Diagram from '@site/src/components/Diagram';
import Fact from '@site/src/components/Fact';
import Glossary from '@site/src/components/Glossary';
import PropertyTable from '@site/src/components/PropertyTable';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Since from '@site/src/components/Since';

const DefaultA = MDXComponents.a;

/** A link to the rest of the site as a release's build marks it (site/config/release-site.ts): in an
 * archive a full page load without its base URL; in an offline copy, the public site, saying so. */
function A({
  'data-site-link': siteLink,
  'data-online-link': online,
  children,
  ...props
}: ComponentProps<typeof DefaultA> & {'data-site-link'?: string; 'data-online-link'?: string}): ReactNode {
  if (siteLink)
    return (
      <Link {...props} autoAddBaseUrl={false}>
        {children}
      </Link>
    );
  if (online) {
    return (
      <DefaultA {...props} title="On the public site: needs a network connection">
        {children}
        <IconExternalLink />
      </DefaultA>
    );
  }
  return <DefaultA {...props}>{children}</DefaultA>;
}

export default {
  ...MDXComponents,
  a: A,
  table: ScrollableTable,
  ApiMethod,
  Audience,
  Diagram,
  Fact,
  Glossary,
  PropertyTable,
  Since,
};
