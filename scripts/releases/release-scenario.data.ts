/**
 * What the release scenario (./release-scenario.ts) writes and cuts, shared with the tests that check it: the two
 * releases after the newest in versions.json, so it works however many releases have been cut. The second cut
 * renames a page the permissions matrix links, so the glossary and the matrix must follow `renamed_from`. Every page
 * follows the house rules: after each cut, the content checks pass in the copy as in the repository.
 */
import fs from 'node:fs';
import path from 'node:path';

import {frontMatterField, releaseNotesField} from '../../site/releases/markdown';
import {versionFolder} from '../../shared/releases/names';
import {nextMinor} from '../../shared/releases/policy';

const BACKUP = `---
title: Back up and restore
russian_title: Резервное копирование и восстановление
description: Back up what AIN keeps on the instance, in the vector database and on the broker before an upgrade, and restore all three when an upgrade fails.
keywords: [backup, restore, rollback, резервное копирование, upgrade]
sidebar_position: 8
---

<Audience for={['administrators']} />

AIN keeps its data in three places, and a backup you can restore covers all three at the same moment: the application's tables on the instance, the [vector database](../service-tools/vector-database-deployment.md) that holds the embedded chunks, and the queues of the [RabbitMQ consumer](./rabbitmq-consumer.md) on your broker. Take a backup before every upgrade, and keep it until the upgraded release has run for a full week without errors in the log of [AI messages](./ai-message.md).

## Before you begin

- You hold the \`ain_admin\` role on \`northwind.service.example\`.
- You can create and restore instance backups with the tools of your service-management platform, or you know the team that does it for you.
- You can reach the vector database host, such as \`qdrant.northwind.example\`, with administration rights.

## What to back up

| Store | What it holds | How to back it up |
|---|---|---|
| Instance | The tables of the \`x_ain\` scope: each [Nexus](../getting-started/nexuses.md), each [credential](../service-tools/auth.md), the AI messages and the [profile settings](./profile-settings.md) of your users | The instance backup of your platform |
| Vector database | One collection per [vector collection definition](../service-tools/vector-collection-definition.md) and per [connector](../service-tools/gitlab-connect.md) | A Qdrant snapshot of each collection, or \`pg_dump\` of the \`ain_vectors\` database |
| Broker | Jobs waiting in \`ain.jobs\` and \`ain.jobs.dlq\` | Nothing to copy: let the queue drain before the backup |

## Back up before an upgrade

1. Open **AIN > Administration > RabbitMQ Consumer**, clear **Active** and save. The instance holds new jobs from now on.
2. Wait until the **Status** panel shows no job waiting in \`ain.jobs\`, so that no job is half done when you copy.
3. Create the instance backup with your platform's tools and note its time.
4. Take the snapshots of the vector database: for Qdrant, one snapshot per collection from its administration interface; for PostgreSQL, \`pg_dump\` of \`ain_vectors\`.
5. Upgrade, then set **Active** again.

## Restore after a failed upgrade

1. Clear **Active** on the consumer form and stop the consumer workers.
2. Restore the instance backup. The application returns to the release you backed up, with the records as they were.
3. Restore the snapshots of the vector database, so that each collection matches the records of the restored instance.
4. Install the consumer workers of the restored release, start them and set **Active** again.

## Verify

Open **AIN > Nexuses**, select \`support-chat\` and click **Test connection**. Then search a collection you restored, such as \`kb-articles\`, from a script: the results must cite articles that exist on the restored instance.

## Troubleshooting

| Symptom | Cause | Fix |
|---|---|---|
| Answers cite articles that no longer exist | The vector database was restored from a later snapshot than the instance | Restore the snapshot taken with the instance backup, or ask an integrator with \`ain_integrator\` to click **Resync** on each definition |
| Jobs fail after the restore | Workers of the newer release still run | Install the workers of the restored release |
`;

const KNOWLEDGE_SYNC = `---
title: Knowledge sync
russian_title: Синхронизация знаний
description: Schedule the knowledge sync that keeps the kb-articles collection up to date with the published knowledge articles, and read what each run did.
keywords: [knowledge, sync, синхронизация, kb-articles]
sidebar_position: 7
---

<Audience for={['integrators']} />

The knowledge sync embeds again the knowledge articles that changed since its last run, so that the answers of the [KB Assistant](../widgets/kb-assistant.md) follow the published text of each article rather than the text it had when the collection was first filled. It works on the \`kb-articles\` [vector collection](./vector-collection-definition.md), whose definition selects the published articles of \`kb_knowledge\`, and it replaces the hourly schedule of that definition with one run at a time you choose.

A run reads the articles that were published, changed or retired since the previous run. It publishes one \`vector_sync\` job for them on \`ain.jobs\`, and the [RabbitMQ consumer](../admin-help/rabbitmq-consumer.md) workers embed the changed articles through the embedding [Nexus](../getting-started/nexuses.md) \`embed-default\` and remove the chunks of retired ones from the [vector database](./vector-database-deployment.md). Articles that did not change are left as they are, so a run over a large knowledge base takes minutes, not hours.

## Before you begin

- You hold the \`ain_integrator\` role.
- The \`kb-articles\` definition exists and its first sync has finished: its **Sync status** panel shows the number of records it embedded.
- The consumer workers are running. Without them, the jobs of a run wait in \`ain.jobs\` and nothing changes in the collection.

## Schedule the sync

1. Open **AIN > Vector Collections > Definitions** and select \`kb-articles\`.
2. Set the schedule of the definition to daily at 02:00, when few agents read articles, and save.
3. Click **Resync** once if articles were retired before you set the schedule, so that the collection starts from the published articles only.

## Read a run

The **Sync status** panel of the definition shows the last run: when it started, how many articles it embedded again, how many it removed and how many failed. A failed article keeps its previous chunks until the next run embeds it.

## Verify

Change the text of \`KB0012001\` "Reconnect the warehouse VPN client", publish it and wait for the next run. Then ask the KB Assistant on \`INC0010041\` how to reconnect the VPN client: the answer cites the new text.

## Troubleshooting

| Symptom | Cause | Fix |
|---|---|---|
| A run embeds nothing | No article changed since the previous run | None needed; change an article to check the sync |
| Retired articles are still cited | The run that removes their chunks has not happened yet | Wait for the next run, or click **Resync** |
| Runs stay queued | The consumer workers are stopped | Start the workers and check their **Status** panel |
`;

const RUN_LOG = `---
title: Sync run log
russian_title: Журнал запусков синхронизации
description: Read the run log of vector synchronisation, with each scheduled run and Resync of a definition, what it embedded and removed, and why records failed.
keywords: [sync, run log, журнал синхронизации, vector_sync, resync]
sidebar_position: 8
---

<Audience for={['integrators', 'administrators']} />

The sync run log lists every run of a [vector collection definition](./vector-collection-definition.md): its scheduled runs and each **Resync**. For each run it shows when the run started and ended, how many records it embedded, how many chunks it removed from the [vector database](./vector-database-deployment.md) and which records failed, with the error code of each failure. Integrators use it to check that a [vector collection](./vector-collection-definition.md) follows its records; administrators use it to find runs that fail because a [Nexus](../getting-started/nexuses.md) or the [RabbitMQ consumer](../admin-help/rabbitmq-consumer.md) does not answer.

Each run is one or more \`vector_sync\` jobs on \`ain.jobs\`. The log shows a run as finished only when the consumer workers have written every chunk of it, so a run that waits in the queue shows as running. The log keeps the runs of the last 30 days; older runs leave it, while the chunks they wrote stay in the collection until a later run replaces them.

## Before you begin

- You hold the \`ain_integrator\` role to read the runs of the definitions, or \`ain_admin\` to read them all.
- The definitions you want to read have run at least once.

## Open the run log

1. Open **AIN > Vector Collections > Definitions** and select a definition, such as \`resolved-incidents\`.
2. Open the **Sync status** panel of the definition and click **Run log**.
3. Select a run to see its records. A failed record shows its number, such as \`INC0010043\`, and the error code of the attempt, such as \`PROVIDER_TIMEOUT\`.

## What a run shows

| Column | Meaning |
|---|---|
| Started | When the run published its first job |
| Finished | When the workers wrote the last chunk; empty while the run goes on |
| Embedded | Records whose chunks were written again |
| Removed | Records whose chunks were removed because they were deleted or no longer match the condition |
| Failed | Records the workers could not embed; each keeps the chunks it had before |

## Verify

Click **Resync** on \`resolved-incidents\`. A new run appears at the top of the log at once, shows as running while its jobs wait in \`ain.jobs\`, and shows as finished when the workers are done.

## Troubleshooting

| Symptom | Cause | Fix |
|---|---|---|
| A run stays running for hours | The consumer workers are stopped | Start the workers; the run finishes when they have taken its jobs |
| Every record of a run fails with \`PROVIDER_TIMEOUT\` | The embedding Nexus does not answer | Click **Test connection** on \`embed-default\` and check the provider |
`;

/** The second release's notes, written by the writer before the cut. */
const notesOf = (
  version: string,
  previous: string,
  announcement: string,
  renamed: {from: string; to: string; title?: string},
  ids: Record<'backup' | 'runLog', string>,
) => `---
title: AIN ${version} release notes
russian_title: Что нового в версии ${version}
description: AIN ${version} adds a run log to vector synchronisation, renames a page, and returns the knowledge sync to the definitions it was built on.
keywords: [release notes, ${version}, sync run log, upgrade]
sidebar_position: 1
announcement: ${announcement}
---

<Audience for={['administrators', 'integrators']} />

AIN ${version} brings ${announcement}. Upgrade from ${previous}.

## New features

- [Sync run log](../${ids.runLog}.md): every run of a vector collection definition, with what it embedded, removed and failed.
- Each run of a [vector collection definition](../service-tools/vector-collection-definition.md) now keeps its record in the run log, which the [vector database](../service-tools/vector-database-deployment.md) does not.

## Changes

- [${renamed.title}](../${renamed.to}.md) moved from \`${renamed.from}\`; its old address leads there.
- The knowledge sync page is gone: a schedule on the \`kb-articles\` definition does what it did.

## Fixes

- None in this release.

## Upgrade steps

1. Upgrade to ${previous} first if you run an older version.
2. Back up the instance and the vector database as [Back up and restore](../${ids.backup}.md) describes.
`;

/** The day `days` after `date` (YYYY-MM-DD). */
const later = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The scenario for a copy of the site at `site`: the two releases after its newest, dated after its day. */
export function scenarioFor(site: string) {
  const releases: string[] = JSON.parse(fs.readFileSync(path.join(site, 'versions.json'), 'utf8'));
  // The pages the scenario adds are new to every version: where the docs have one such id, the next free one.
  const folders = ['docs', ...releases.map(versionFolder)];
  const taken = (id: string) =>
    folders.some((folder) => ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(site, folder, `${id}${ext}`))));
  const free = (id: string) => {
    let candidate = id;
    for (let n = 2; taken(candidate); n += 1) candidate = `${id}-${n}`;
    return candidate;
  };
  const ids = {
    backup: free('admin-help/back-up-and-restore'),
    knowledgeSync: free('service-tools/knowledge-sync'),
    runLog: free('service-tools/sync-run-log'),
  };
  // The page to rename: the first that shared/data/roles.ts names and the draft has, landing pages aside.
  const roles = fs.readFileSync(path.join(site, 'shared/data/roles.ts'), 'utf8');
  const from = [...roles.matchAll(/page: '([^']+)'/g)]
    .map((match) => match[1])
    .find((id) => !/(^|\/)index$|\/$/.test(id) && fs.existsSync(path.join(site, 'docs', `${id}.md`)));
  if (!from) throw new Error('The draft has no page that shared/data/roles.ts names, for the scenario to rename.');
  const renamedTitle = frontMatterField(fs.readFileSync(path.join(site, 'docs', `${from}.md`), 'utf8'), 'title');
  const renamed = {from, to: free(`${from}-guide`), title: renamedTitle};
  const [latest] = releases;
  const latestDate = releaseNotesField(site, latest, 'released') ?? '2026-01-01';
  const first = nextMinor(latest);
  const second = nextMinor(first);
  const secondAnnouncement = 'a run log for vector synchronisation';
  return {
    /** The releases before the scenario, newest first. */
    before: releases,
    /** The release the first cut archives, and the one the second does. */
    archived: releases[1],
    archivedSecond: releases[0],
    first: {
      version: first,
      notes: first.replaceAll('.', '-'),
      date: later(latestDate, 42),
      announcement: 'a backup and restore guide and the knowledge sync',
      /** The writer completes the template's notes: its comments, in order, become these. */
      complete: (notes: string) => {
        const written = [
          `- The \`kb-articles\` definition follows its articles through the [Knowledge sync](../${ids.knowledgeSync}.md) instead of an hourly schedule.`,
          'None in this release.',
        ];
        return notes.replace(/\{\/\*[\s\S]*?\*\/\}/g, () => written.shift() ?? '');
      },
      /** Pages the draft adds before the first cut (the notes come from the template). */
      added: [
        {id: ids.backup, title: 'Back up and restore', source: BACKUP},
        {id: ids.knowledgeSync, title: 'Knowledge sync', source: KNOWLEDGE_SYNC},
      ],
    },
    second: {
      version: second,
      notes: second.replaceAll('.', '-'),
      date: later(latestDate, 118),
      announcement: secondAnnouncement,
      source: notesOf(second, first, secondAnnouncement, renamed, ids),
      added: [{id: ids.runLog, title: 'Sync run log', source: RUN_LOG}],
      removed: ids.knowledgeSync,
      renamed,
    },
  };
}

/** The copy of the site, relative to the repository. */
export const SCENARIO_SITE = 'build-releases';
