import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

import RefTable from '@site/src/components/RefTable';
import {factValue, facts, type FactDefinition, type FactGroup} from '@site/src/data/facts';
import useVersionDocsRoot, {docUrl} from '@site/src/hooks/useVersionDocsRoot';

const GROUPS: FactGroup[] = ['Requests', 'Content', 'Retrieval', 'Queued jobs', 'Retention'];

/**
 * The limits and defaults of the release being read, generated from
 * src/data/facts.ts: the same values the pages state with <Fact />, each
 * linked to the page that explains it.
 */
export default function LimitsTable(): ReactNode {
  const {version, docs} = useDocsVersion();
  const root = useVersionDocsRoot();
  const rows = (Object.entries(facts) as [string, FactDefinition][]).flatMap(([name, fact]) => {
    const value = factValue(fact, version);
    return value === undefined ? [] : [{name, fact, value}];
  });
  rows.sort((a, b) => GROUPS.indexOf(a.fact.group) - GROUPS.indexOf(b.fact.group));
  return (
    <RefTable
      columns={['Limit or default', 'Value', 'Area', 'Explained on']}
      rows={rows.map(({name, fact, value}) => ({
        key: name,
        cells: [
          fact.label,
          value,
          fact.group,
          <Link key="page" to={docUrl(root, fact.page)}>
            {docs[fact.page]?.title ?? fact.page}
          </Link>,
        ],
      }))}
    />
  );
}
