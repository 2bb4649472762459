export declare const HOSTED_SEARCH_ENV: {appId: string; apiKey: string; indexName: string};

export interface HostedSearch {
  appId: string;
  apiKey: string;
  indexName: string;
  connectSrc: string[];
}

export declare function hostedSearch(env?: Record<string, string | undefined>): HostedSearch | undefined;
