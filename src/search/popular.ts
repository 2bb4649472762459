/** The tasks readers come for most (the home page's), for the dialog and /search before a query is typed. */
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';

import {popularTasks} from '@site/shared/home';

/** The popular tasks as links into `version`'s docs; a task whose page the version lacks is left out. */
export const popularTasksIn = (version: GlobalVersion): {title: string; to: string}[] =>
  popularTasks.flatMap(({title, page, anchor}) => {
    const doc = version.docs.find((each) => each.id === page);
    return doc ? [{title, to: `${doc.path}${anchor ? `#${anchor}` : ''}`}] : [];
  });
