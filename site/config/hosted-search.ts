/**
 * The one switch between the local search index and Algolia DocSearch, for when the docs outgrow a client-side
 * index (maintaining/performance.md, "Search at scale"). Read at build time by the site configuration (which
 * search bar and page) and by the hosting policy (Algolia's hosts in connect-src).
 */

export type HostedSearch = {
  appId: string;
  apiKey: string;
  indexName: string;
  /** The hosts the search bar queries, for the Content Security Policy. */
  connectSrc: string[];
};

/**
 * Algolia's settings when all three variables are set, or undefined for the local search. The application id
 * becomes part of a host name and a header value, so it must be an Algolia id (letters and digits) only.
 */
export function hostedSearch(env: Record<string, string | undefined> = process.env): HostedSearch | undefined {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  if (!appId || !apiKey || !indexName) return undefined;
  if (!/^[A-Za-z0-9]{1,32}$/.test(appId)) {
    throw new Error(
      `ALGOLIA_APP_ID must be letters and digits only (an Algolia application id), not ${JSON.stringify(appId)}.`,
    );
  }
  return {
    appId,
    apiKey,
    indexName,
    connectSrc: [
      `https://${appId.toLowerCase()}-dsn.algolia.net`,
      'https://*.algolianet.com',
      'https://insights.algolia.io',
    ],
  };
}
