/**
 * The one switch between the local search index and Algolia DocSearch, a
 * hosted search engine, for when the docs outgrow a client-side index
 * (maintaining/performance.md, "Search at scale"). Read at build time by the site configuration
 * (which search bar and page) and by the hosting policy (Algolia's hosts in
 * connect-src): Algolia when all three variables are set, local otherwise.
 */

/** The build-time environment variables, all three required. */
const HOSTED_SEARCH_ENV = {
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_SEARCH_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
};

export type HostedSearch = {
  appId: string;
  apiKey: string;
  indexName: string;
  /** The hosts the search bar queries, for the Content Security Policy. */
  connectSrc: string[];
};

/**
 * Algolia's settings, or undefined for the local search. The application id
 * becomes part of a host name and a header value, so it must be an Algolia id
 * (letters and digits) and nothing else.
 */
export function hostedSearch(env: Record<string, string | undefined> = process.env): HostedSearch | undefined {
  const appId = env[HOSTED_SEARCH_ENV.appId]?.trim();
  const apiKey = env[HOSTED_SEARCH_ENV.apiKey]?.trim();
  const indexName = env[HOSTED_SEARCH_ENV.indexName]?.trim();
  if (!appId || !apiKey || !indexName) {
    return undefined;
  }
  if (!/^[A-Za-z0-9]{1,32}$/.test(appId)) {
    throw new Error(
      `${HOSTED_SEARCH_ENV.appId} must be letters and digits only (an Algolia application id), not ${JSON.stringify(appId)}.`,
    );
  }
  return {
    appId,
    apiKey,
    indexName,
    /** The hosts the search bar queries, for the Content Security Policy. */
    connectSrc: [
      `https://${appId.toLowerCase()}-dsn.algolia.net`,
      'https://*.algolianet.com',
      'https://insights.algolia.io',
    ],
  };
}
