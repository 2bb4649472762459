/**
 * What the release scenario (scripts/release-scenario.mjs) writes and cuts,
 * shared with the tests that check it. No import.meta: Playwright reads this.
 */

const KNOWLEDGE_SYNC = `---
title: Knowledge sync
description: Schedule the knowledge sync that keeps the kb-articles vector collection up to date with published knowledge articles, and read its run log.
keywords: [knowledge, sync, синхронизация]
sidebar_position: 7
---

<Audience for={['integrators']} />

The knowledge sync re-embeds knowledge articles that changed since its last run, so answers of the
[KB Assistant](../widgets/kb-assistant.md) follow the published text. It calls
[\`AISync\`](../api/aisync.md) once per run.

## Schedule the sync

1. Open **AIN > Vector > Collections** and select \`kb-articles\`.
2. Set **Sync schedule** to daily at 02:00 and save.
`;

const NOTES_1_14_0 = `---
title: AIN 1.14.0 release notes
description: AIN 1.14.0 adds a run log to the knowledge sync.
keywords: [release notes, 1.14.0, knowledge sync, upgrade]
sidebar_position: 1
announcement: a run log for the knowledge sync
---

<Audience for={['administrators']} />

AIN 1.14.0 adds a run log to the [knowledge sync](../service-tools/knowledge-sync.md). Upgrade from 1.13.0.
`;

export const SCENARIO = {
  /** The copy of the site, relative to the repository. */
  site: 'build-releases',
  /** The page the writer adds to the draft before cutting the first release. */
  newPage: {id: 'service-tools/knowledge-sync', title: 'Knowledge sync', source: KNOWLEDGE_SYNC},
  /** Cut with no notes written: the command writes them from its template. */
  first: {
    version: '1.13.0',
    notes: '1-13-0',
    date: '2026-12-01',
    announcement: 'the knowledge sync for knowledge articles',
  },
  /** Cut with notes the writer wrote (no date: the command sets it). */
  second: {
    version: '1.14.0',
    notes: '1-14-0',
    date: '2027-02-15',
    announcement: 'a run log for the knowledge sync',
    source: NOTES_1_14_0,
  },
  /** The release that leaves the active set at the first cut. */
  archived: '1.11.2',
  /** The one that leaves it at the second cut. */
  archivedSecond: '1.12.0',
};
