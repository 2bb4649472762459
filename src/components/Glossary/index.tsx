import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

import RefTable from '@site/src/components/RefTable';
import {glossary} from '@site/shared/glossary';
import useVersionDocsRoot, {docUrl, useDocId} from '@site/src/hooks/useVersionDocsRoot';
import {existsIn} from '@site/shared/versions';

/** The English–Russian glossary of the version read, each term linked to its page. */
export default function Glossary(): ReactNode {
  const {version} = useDocsVersion();
  const root = useVersionDocsRoot();
  const docId = useDocId();
  const terms = glossary.filter((term) => existsIn(version, term.since));
  return (
    <RefTable
      columns={[
        'Term',
        {heading: <span lang="ru">Русский</span>, name: 'Russian'},
        {heading: 'Meaning', name: 'Meaning', prose: true},
      ]}
      rows={terms.map((term) => ({
        key: term.term,
        cells: [
          <Link key="term" to={docUrl(root, docId(term.page))}>
            {term.term}
          </Link>,
          <Link key="russian" to={docUrl(root, docId(term.page))}>
            {term.russian}
          </Link>,
          term.meaning,
        ],
        lang: [undefined, 'ru', undefined],
      }))}
    />
  );
}
