import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

import RefTable from '@site/src/components/RefTable';
import {allows, permissions, ROLES} from '@site/shared/roles';
import useVersionDocsRoot, {docUrl, useDocId} from '@site/src/hooks/useVersionDocsRoot';
import {existsIn} from '@site/shared/versions';

/** Role × action for the release read (shared/data/roles.json), each action linked to its page. */
export default function PermissionsMatrix(): ReactNode {
  const {version} = useDocsVersion();
  const root = useVersionDocsRoot();
  const docId = useDocId();
  return (
    <RefTable
      columns={['Action', ...ROLES]}
      rows={permissions
        .filter((permission) => existsIn(version, permission.since))
        .map((permission) => ({
          key: permission.action,
          cells: [
            <Link key="action" to={docUrl(root, docId(permission.page))}>
              {permission.action}
            </Link>,
            ...ROLES.map((role) => (allows(role, permission) ? 'Yes' : 'No')),
          ],
        }))}
    />
  );
}
