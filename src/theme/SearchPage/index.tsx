/** The /search page, replacing the plugin's flat list of sections, which a wrapper cannot group: results by
 * page, ten at a time, with a section filter kept in the address, a note on Russian words read through the
 * lexicon, and the popular tasks or the empty state. The benchmark's stock variant keeps the plugin's page. */
import React, {useEffect, useMemo, useState, type ChangeEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import SearchEmptyState from '@site/src/search/SearchEmptyState';
import {Mark, useSearchQuery} from '@site/src/search/client';
import {fetchIndexesByWorker, searchAnswer, searchPageUrl} from '@site/src/search/searchByWorker';
import {LABELS} from '@site/shared/constants';
import {SECTIONS_PER_PAGE, type SearchAnswer} from '@site/shared/search/engine';
import {Marked} from '@site/src/search/Marked';
import {popularTasksIn} from '@site/src/search/popular';
import {SearchField} from '@site/src/search/SearchField';
import {indexUrlOf} from '@site/src/theme/SearchBar/useSearchIndexLoading';
import {groupByPage, marksOf, markWords, missingNote, sectionView, type PageGroup} from '@site/src/search/results';
import type {Section} from '@site/src/search/indexes';

import styles from './styles.module.css';

/** Results asked of the engine: enough for every page of a broad query. */
const LIMIT = 1000;
/** Pages listed at a time. */
const PAGE_SIZE = 10;
/** The query field's name and placeholder. */
const LABEL = 'Search the documentation';

type Answer = SearchAnswer & {query: string; sections?: Section[]};

/** The query string that asks the opened page to mark the words. */
function highlightQuery(marks: string[]): string {
  if (!Mark || marks.length === 0) return '';
  const params = new URLSearchParams();
  for (const mark of marks) params.append('_highlight', mark);
  return `?${params}`;
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const location = useLocation();
  // The query, filter and page of results live in the URL, so back, forward and links set them.
  const {searchValue: query, searchContext, searchVersion} = useSearchQuery();
  const params = new URLSearchParams(location.search);
  const asked = Math.max(1, Math.floor(Number(params.get('page')) || 1)) - 1;
  const [answer, setAnswer] = useState<Answer>();
  const [ready, setReady] = useState(false);
  /** The results as `changes` set them: a new query or filter starts at the first page, another page at the top. */
  const show = (changes: {q?: string; section?: string | null; page?: number}, replace = false) => {
    const next = new URLSearchParams(location.search);
    if (changes.q !== undefined || changes.section !== undefined) next.delete('page');
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '' || value === 1) next.delete(name);
      else next.set(name, String(value));
    }
    (replace ? history.replace : history.push)({search: `?${next}`});
    if (changes.page !== undefined) window.scrollTo(0, 0);
  };
  // The version searched, by its index's address as the navbar's dialog names it or by its release; none for an
  // unknown one.
  const version = useVersions('default').find(
    (each) => indexUrlOf(each, baseUrl) === `${baseUrl}${searchVersion}` || each.name === searchVersion,
  );
  const versionUrl = version ? indexUrlOf(version, baseUrl) : `${baseUrl}${searchVersion}`;
  // An older release's search says so: the navbar names the latest.
  const release = version && !version.isLast ? version.label : undefined;
  const [failed, setFailed] = useState(false);

  const title =
    query && version
      ? `Search results for “${query}”${release ? ` in ${release}` : ''}`
      : `Search the documentation${release ? ` of ${release}` : ''}`;

  useEffect(() => {
    if (!query || !version) return undefined;
    let current = true;
    searchAnswer(versionUrl, searchContext, query, LIMIT).then(
      (result) => current && setAnswer({query, ...result}),
      () => setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [query, version, versionUrl, searchContext]);

  useEffect(() => {
    if (!version) return;
    fetchIndexesByWorker(versionUrl, searchContext).then(
      () => setReady(true),
      () => setFailed(true),
    );
  }, [version, versionUrl, searchContext]);

  const current = query && answer?.query === query ? answer : undefined;
  const groups = useMemo(() => groupByPage(current?.results ?? [], current?.sections ?? []), [current]);
  const marks = useMemo(() => marksOf(current?.results ?? []), [current]);
  // In the sections' own order, so the chips keep their places from one query to the next.
  const counts = useMemo(() => {
    const bySection = new Map<Section, number>();
    for (const {section} of groups) if (section) bySection.set(section, (bySection.get(section) ?? 0) + 1);
    return (current?.sections ?? []).flatMap((section) =>
      bySection.has(section) ? [[section, bySection.get(section)!] as const] : [],
    );
  }, [groups, current]);
  const filter = counts.find(([section]) => section.url === params.get('section'))?.[0];
  const listed = filter ? groups.filter((group) => group.section === filter) : groups;
  const pageCount = Math.ceil(listed.length / PAGE_SIZE);
  // An address past the last page shows the last.
  const shown = Math.min(asked, Math.max(0, pageCount - 1));
  const total = current?.pages ?? groups.length;

  return (
    <>
      <Head>
        {/* Search pages are not indexed (facebook/docusaurus#3233). */}
        <meta property="robots" content="noindex, follow" />
        <title>{title}</title>
      </Head>
      <main className={clsx('container margin-vert--lg', styles.main)}>
        <Heading as="h1">{title}</Heading>
        {searchVersion && !version && (
          <p role="alert" data-search-bad-version="">
            There is no release “{searchVersion}” to search.{' '}
            <Link to={query ? searchPageUrl(baseUrl, baseUrl, query) : `${baseUrl}search`}>
              Search the latest docs.
            </Link>
          </p>
        )}
        {failed && (
          <p role="alert" className={styles.muted}>
            The search index could not be loaded. Reload the page to try again.
          </p>
        )}
        {version && (
          <SearchField
            className={styles.field}
            name="q"
            aria-label={LABEL}
            placeholder={LABEL}
            onChange={(event: ChangeEvent<HTMLInputElement>) => show({q: event.target.value, section: null}, true)}
            value={query}
            autoComplete="off"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists to type a query
            autoFocus
          />
        )}
        {!query && version && <PopularTasks version={version} />}
        {!ready && !failed && query && version && (
          <p className={styles.muted} role="status">
            {LABELS.searchLoading}
          </p>
        )}
        {current?.translated && (
          <p className={styles.muted} data-search-translated="">
            {current.translated.map(({russian, english, glossary}, index) => (
              <React.Fragment key={russian}>
                {index > 0 && ' '}«{russian}» was searched as {english.map((words) => `“${words}”`).join(', ')}
                {glossary ? ', the glossary’s term.' : '.'}
              </React.Fragment>
            ))}
          </p>
        )}
        {current?.missing && groups.length > 0 && (
          <p className={styles.muted} data-search-missing="">
            {missingNote(current.missing)}
          </p>
        )}
        {groups.length > 0 && (
          <>
            <p role="status" data-search-count="">
              {total === 1 ? '1 page matches' : `${total} pages match`}
              {filter && `, ${listed.length} in ${filter.title}`}.
            </p>
            {counts.length > 1 && (
              <div className={clsx('margin-bottom--md', styles.filters)} role="group" aria-label="Filter by section">
                {[undefined, ...counts.map(([section]) => section)].map((section) => (
                  <button
                    key={section?.url ?? 'all'}
                    type="button"
                    className={styles.filter}
                    aria-pressed={filter === section}
                    onClick={() => show({section: section?.url ?? null})}>
                    {section
                      ? `${section.title} (${counts.find(([name]) => name === section)![1]})`
                      : `All (${groups.length})`}
                  </button>
                ))}
              </div>
            )}
          </>
        )}
        {current && current.results.length === 0 && (
          <SearchEmptyState
            query={query}
            suggestion={current.suggestion}
            suggestionHref={current.suggestion ? searchPageUrl(baseUrl, versionUrl, current.suggestion) : undefined}
            sections={current.sections ?? []}
            onNavigate={(url, kind) => {
              if (kind === 'suggestion' && current.suggestion) show({q: current.suggestion, section: null}, true);
              else history.push(url);
            }}
          />
        )}
        <section aria-label="Results" className={styles.results}>
          {listed.slice(shown * PAGE_SIZE, (shown + 1) * PAGE_SIZE).map((group) => (
            <PageResult key={group.title.u} group={group} marks={marks} />
          ))}
        </section>
        {pageCount > 1 && (
          <nav className={clsx('margin-top--md', styles.pager)} aria-label="Result pages">
            <button type="button" className={styles.filter} disabled={shown === 0} onClick={() => show({page: shown})}>
              Previous
            </button>
            <span>
              Page {shown + 1} of {pageCount}
            </span>
            <button
              type="button"
              className={styles.filter}
              disabled={shown + 1 >= pageCount}
              onClick={() => show({page: shown + 2})}>
              Next
            </button>
          </nav>
        )}
      </main>
    </>
  );
}

/** One page that matches: its title, its section path, and its best sections. */
function PageResult({group: {title, section, hits}, marks}: {group: PageGroup; marks: string[]}): ReactNode {
  const search = highlightQuery(marks);
  return (
    <article className={styles.page} data-search-page="">
      <Heading as="h2">
        <Link to={title.u + search}>
          <Marked runs={markWords(title.t, marks)} />
        </Link>
      </Heading>
      {/* The section alone: the title is right above; a section's landing page is its own section. */}
      {section && section.url !== title.u && <p className={styles.path}>{section.title}</p>}
      {hits.length > 0 && (
        <ul className={clsx('clean-list', styles.sections)}>
          {hits.slice(0, SECTIONS_PER_PAGE).map((hit) => {
            const view = sectionView(hit, title.t, marks);
            return (
              <li key={`${hit.type}:${hit.document.i}`} className="margin-bottom--sm">
                {/* The page's opening text goes without a heading: the page's title above names and links it. */}
                {hit.document.h && (
                  <Link to={hit.document.u + search + (hit.document.h ?? '')}>
                    <Marked runs={view.heading} />
                  </Link>
                )}
                {view.text && (
                  <div data-search-snippet="" className={styles.muted}>
                    <Marked runs={view.text} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}

/** For an empty query: the tasks readers come for most, in the version searched. */
function PopularTasks({version}: {version: GlobalVersion}): ReactNode {
  const tasks = popularTasksIn(version);
  if (tasks.length === 0) return null;
  return (
    <nav aria-label="Popular tasks" className="margin-vert--md" data-search-popular="">
      <Heading as="h2">Popular tasks</Heading>
      <ul>
        {tasks.map(({title, to}) => (
          <li key={to}>
            <Link to={to}>{title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
