/**
 * What the release scenario (./release-scenario.ts) writes and cuts, shared with the tests that check it: the two
 * releases after the newest in versions.json, so it works however many releases have been cut, and the pages and
 * second notes in ./scenario/ it writes. The second cut renames a page the permissions matrix links, so the glossary
 * and the matrix must follow `renamed_from`. Every page follows the house rules: after each cut, the content checks
 * pass in the copy.
 */
import fs from 'node:fs';
import path from 'node:path';

import {frontMatterField} from '../../site/markdown/pages';
import {releaseNotesField} from '../../site/releases/sources';
import {versionFolder} from '../../shared/releases/names';
import {nextMinor} from '../../shared/releases/policy';
import {fillTemplate} from '../lib/template';

/** A page the scenario writes: scripts/releases/scenario/`name`.md in the site at `site`, its {{key}}s filled in. */
const pageSource = (site: string, name: string, values: Record<string, string> = {}) =>
  fillTemplate(path.join(site, 'scripts/releases/scenario', `${name}.md`), values);

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
  // The page to rename: the first that shared/data/roles.json names and the draft has, landing pages aside.
  const {permissions} = JSON.parse(fs.readFileSync(path.join(site, 'shared/data/roles.json'), 'utf8'));
  const from = (permissions as {page: string}[])
    .map(({page}) => page)
    .find((id) => !/(^|\/)index$|\/$/.test(id) && fs.existsSync(path.join(site, 'docs', `${id}.md`)));
  if (!from) throw new Error('The draft has no page that shared/data/roles.json names, for the scenario to rename.');
  const title = frontMatterField(fs.readFileSync(path.join(site, 'docs', `${from}.md`), 'utf8'), 'title');
  if (!title) throw new Error(`docs/${from}.md, which the scenario renames, has no title.`);
  const renamed = {from, to: free(`${from}-guide`), title};
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
        {id: ids.backup, title: 'Back up and restore', source: pageSource(site, 'back-up-and-restore')},
        {id: ids.knowledgeSync, title: 'Knowledge sync', source: pageSource(site, 'knowledge-sync')},
      ],
    },
    second: {
      version: second,
      notes: second.replaceAll('.', '-'),
      date: later(latestDate, 118),
      announcement: secondAnnouncement,
      // Written by the writer before the cut.
      source: pageSource(site, 'second-release-notes', {
        version: second,
        previous: first,
        announcement: secondAnnouncement,
        renamedTitle: renamed.title,
        renamedTo: renamed.to,
        renamedFrom: renamed.from,
        backup: ids.backup,
        runLog: ids.runLog,
      }),
      added: [{id: ids.runLog, title: 'Sync run log', source: pageSource(site, 'sync-run-log')}],
      removed: ids.knowledgeSync,
      renamed,
    },
  };
}

/** The copy of the site, relative to the repository. */
export const SCENARIO_SITE = 'build-releases';
