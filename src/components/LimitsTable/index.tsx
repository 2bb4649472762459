import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

import {Quantities} from '@site/src/components/Prose';
import RefTable from '@site/src/components/RefTable';
import {FACT_GROUPS, factTable, type FactRow} from '@site/shared/fact-table';
import {factValue, facts, type FactName} from '@site/shared/facts';
import useVersionDocsRoot, {docUrl, useDocId} from '@site/src/hooks/useVersionDocsRoot';

/** The release's limits and defaults: shared/data/facts.json, described by fact-table.json and linked. */
export default function LimitsTable(): ReactNode {
  const {version, docs} = useDocsVersion();
  const root = useVersionDocsRoot();
  const docId = useDocId();
  const rows = (Object.entries(factTable) as [FactName, FactRow][]).flatMap(([name, row]) => {
    const value = factValue(facts[name], version);
    return value === undefined ? [] : [{name, row, value}];
  });
  rows.sort((a, b) => FACT_GROUPS.indexOf(a.row.group) - FACT_GROUPS.indexOf(b.row.group));
  return (
    <RefTable
      columns={['Limit or default', 'Value', 'Area', 'Explained on']}
      rows={rows.map(({name, row, value}) => ({
        key: name,
        cells: [
          row.label,
          <Quantities key="value" text={value} />,
          row.group,
          <Link key="page" to={docUrl(root, docId(row.page))}>
            {docs[docId(row.page)]?.title ?? row.page}
          </Link>,
        ],
      }))}
    />
  );
}
