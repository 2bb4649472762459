import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {ACTIVE_PREVIOUS} from '@site/shared/releases';
import {manualPath, offlineSitePath} from '@site/shared/releases/paths';
import {RELEASE_STATUS} from '@site/shared/releases/status';
import type {ReleaseRow} from '../../../shared/types/versions-page';

type Props = {releases: ReleaseRow[]};

/** A link into this app, or, for an archived release, a full page load into its own build. */
function DocsLink({row, to, children}: {row: ReleaseRow; to: string; children: ReactNode}): ReactNode {
  return row.status === 'archived' ? (
    <Link to={`pathname://${to}`} target="_self">
      {children}
    </Link>
  ) : (
    <Link to={to}>{children}</Link>
  );
}

/** The table's columns; on a phone each cell shows its column's name (the design system's table-cards). */
const COLUMNS = ['Version', 'Status', 'Released', 'Release notes', 'Documentation changes', 'Offline'] as const;

export default function VersionsPage({releases}: Props): ReactNode {
  const [latest] = releases;
  return (
    <Layout
      title="Documentation versions"
      description="Every AIN release with its documentation, release date, release notes, documentation changes, offline site and printable manual.">
      <main className="container margin-vert--lg markdown">
        <Heading as="h1">Documentation versions</Heading>
        <p>
          Every AIN release keeps its documentation on this site. Read the version your instance runs; the latest is{' '}
          <Link to={latest.docs}>AIN {latest.version}</Link>.
        </p>
        <p>
          The latest release and {ACTIVE_PREVIOUS === 1 ? 'the one' : `the ${ACTIVE_PREVIOUS}`} before it are active:
          they are in the version menu and you can switch between their pages. When a new release comes out, the oldest
          active one is archived: its documentation stays here unchanged, with its own search, and opens as a separate
          site that links back to this page.
        </p>
        <p>
          To read a release where this site cannot be reached, download its offline site: unzip it anywhere and open{' '}
          <code>index.html</code> in a browser, or serve the folder from any web server. It has that release’s pages,
          navigation and search, and loads nothing from the network. Its manual is the same pages as one PDF, with
          contents and bookmarks, to print or to keep beside the instance.
        </p>
        {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- table roles, kept when a phone's card layout sets display: block */}
        <table className="table-cards" role="table">
          <thead role="rowgroup">
            <tr role="row">
              {COLUMNS.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {releases.map((row) => (
              <tr key={row.version} role="row">
                <th scope="row" role="rowheader">
                  <DocsLink row={row} to={row.docs}>
                    AIN {row.version}
                  </DocsLink>
                </th>
                <td role="cell" data-label={COLUMNS[1]}>
                  {RELEASE_STATUS[row.status]}
                </td>
                <td role="cell" data-label={COLUMNS[2]}>
                  {row.released ?? 'Not recorded'}
                </td>
                <td role="cell" data-label={COLUMNS[3]}>
                  {row.notes ? (
                    <DocsLink row={row} to={row.notes}>
                      {row.version} release notes
                    </DocsLink>
                  ) : (
                    'None'
                  )}
                </td>
                <td role="cell" data-label={COLUMNS[4]}>
                  {row.changes ? <Link to={row.changes.path}>From {row.changes.from}</Link> : 'Oldest release here'}
                </td>
                <td role="cell" data-label={COLUMNS[5]}>
                  <Link to={`pathname://${offlineSitePath(row.version)}`} download target="_self">
                    Offline site (ZIP)
                  </Link>
                  {' · '}
                  <Link to={`pathname://${manualPath(row.version)}`} download target="_self">
                    Manual (PDF)
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      </main>
    </Layout>
  );
}
