import type {BrowserContext} from '@playwright/test';

export interface PageWeight {
  url: string;
  /** gzip bytes of the scripts executed while loading. */
  js: number;
  /** gzip bytes of scripts fetched but not executed (idle prefetches). */
  prefetchedJs: number;
  css: number;
  html: number;
  /** Paths of the executed scripts. */
  scripts: string[];
  /** Source text of the executed scripts (to check what is not in them). */
  executedSources: string[];
}

export function pageTypes(releases: readonly string[]): {
  readonly home: '/';
  readonly docs: string;
  readonly api: string;
  readonly legacy: string;
};
export function firstLoadJsBudget(
  budgets: {firstLoadJs: Record<string, number>; activePages: number; perActivePage: number},
  type: string,
  activePages: number,
): number;
export function servedGzipBytes(file: string): number;
export function kb(bytes: number): string;
export function measurePageWeight(context: BrowserContext, url: string, buildDir: string): Promise<PageWeight>;
