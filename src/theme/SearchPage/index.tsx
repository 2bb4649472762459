/**
 * The /search page. Replaces the search plugin's page (a wrapper cannot: the
 * part that changes, what the page shows when nothing matches, sits inside
 * it) with the same markup, query string and styles, and two differences:
 * the results come from the site's engine through src/search-local, and a
 * query that matches nothing shows the empty state the dropdown shows
 * (SearchEmptyState: the closest spelling and the version's sections).
 *
 * The benchmark's stock variant keeps the plugin's page.
 */
import React, {useEffect, useMemo, useState, type ChangeEvent, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import SearchEmptyState from '@site/src/components/SearchEmptyState';
import {fetchIndexesByWorker} from '@site/src/search/client';
import {
  concatDocumentPath,
  getStemmedPositions,
  highlight,
  highlightStemmed,
  LoadingRing,
  Mark,
  searchAnswer,
  searchPageStyles as styles,
  searchPageUrl,
  useSearchQuery,
} from '@site/src/search/page';
import {DocType, type SearchResult} from '@site/shared/search/engine';
import type {Section} from '@site/src/search/indexes';

/** Results the page lists at most. */
const LIMIT = 100;

type Answer = {query: string; results: SearchResult[]; suggestion?: string; sections?: Section[]};

function SearchPageContent(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  // The query lives in the URL (?q=), so back, forward and links set it.
  const {searchValue: query, searchContext, searchVersion, updateSearchPath} = useSearchQuery();
  const [answer, setAnswer] = useState<Answer>();
  const [ready, setReady] = useState(false);
  const versionUrl = `${baseUrl}${searchVersion}`;

  const title = useMemo(() => (query ? `Search results for "${query}"` : 'Search the documentation'), [query]);

  useEffect(() => {
    if (!query) return undefined;
    let current = true;
    void searchAnswer(versionUrl, searchContext, query, LIMIT).then((result) => {
      if (current) setAnswer({query, ...result});
    });
    return () => {
      current = false;
    };
  }, [query, versionUrl, searchContext]);

  useEffect(() => {
    void fetchIndexesByWorker(versionUrl, searchContext).then(() => setReady(true));
  }, [versionUrl, searchContext]);

  const results = query && answer?.query === query ? answer.results : undefined;
  return (
    <>
      <Head>
        {/* Search pages are not indexed (facebook/docusaurus#3233). */}
        <meta property="robots" content="noindex, follow" />
        <title>{title}</title>
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <div className="row">
          <div className="col col--12">
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              aria-label="Search"
              onChange={(event: ChangeEvent<HTMLInputElement>) => updateSearchPath(event.target.value)}
              value={query}
              autoComplete="off"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists to type a query
              autoFocus
            />
          </div>
        </div>
        {!ready && query && <LoadingRing />}
        {results && results.length > 0 && (
          <p>{results.length === 1 ? '1 document found' : `${results.length} documents found`}</p>
        )}
        {results && results.length === 0 && answer && (
          <SearchEmptyState
            query={query}
            suggestion={answer.suggestion}
            suggestionHref={answer.suggestion ? searchPageUrl(baseUrl, versionUrl, answer.suggestion) : undefined}
            sections={answer.sections ?? []}
            onNavigate={(url, kind) => {
              if (kind === 'suggestion' && answer.suggestion) updateSearchPath(answer.suggestion);
              else history.push(url);
            }}
          />
        )}
        <section>
          {results?.map((result) => (
            <SearchResultItem key={`${result.type}:${result.document.i}`} result={result} />
          ))}
        </section>
      </main>
    </>
  );
}

/** One result: as the plugin's page shows it. */
function SearchResultItem({result: {document, type, page, tokens, metadata}}: {result: SearchResult}): ReactNode {
  const isTitle = type === DocType.Title;
  const isDescriptionOrKeywords = type === DocType.Description || type === DocType.Keywords;
  const isContent = type === DocType.Content;
  const pathItems = [...((isTitle ? document.b : page ? page.b : undefined) ?? [])];
  if (!isTitle && !isDescriptionOrKeywords && page) pathItems.push(page.t);
  const articleTitle = (isContent || isDescriptionOrKeywords ? document.s : document.t) ?? document.t;
  // Lower case, longest first: what the plugin's highlighters expect.
  const marks = [...new Set(tokens.map((token) => token.toLowerCase()))].sort((a, b) => b.length - a.length);
  let search = '';
  if (Mark && marks.length > 0) {
    const params = new URLSearchParams();
    for (const token of marks) params.append('_highlight', token);
    search = `?${params}`;
  }
  return (
    <article className={styles.searchResultItem}>
      <Heading as="h2">
        <Link
          to={document.u + search + (document.h ?? '')}
          dangerouslySetInnerHTML={{
            __html:
              isContent || isDescriptionOrKeywords
                ? highlight(articleTitle, marks)
                : highlightStemmed(articleTitle, getStemmedPositions(metadata, 't'), marks, 100),
          }}
        />
      </Heading>
      {pathItems.length > 0 && <p className={styles.searchResultItemPath}>{concatDocumentPath(pathItems)}</p>}
      {(isContent || type === DocType.Description) && (
        <p
          className={styles.searchResultItemSummary}
          dangerouslySetInnerHTML={{
            __html: highlightStemmed(document.t, getStemmedPositions(metadata, 't'), marks, 100),
          }}
        />
      )}
    </article>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
