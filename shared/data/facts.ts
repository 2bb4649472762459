/** The numbers several pages state, once per release: rendered by <Fact /> and <LimitsTable />, checked by
 * tests/content/facts.test.ts. Every docs page loads this module, so it holds values only. */
import {compareVersions, existsIn} from '../versions';

export type FactDefinition = {
  /** The value in the latest release (and the draft), as prose writes it. */
  value: string;
  /** The release that introduced the fact, when newer than 1.11.2. */
  since?: string;
  /** Values of older releases: each applies up to and including `until`. */
  earlier?: {until: string; value: string}[];
};

export const facts = {
  nexusTimeout: {value: '60 s'},
  nexusRetries: {value: '2'},
  nexusMaxInputTokens: {value: '8,000'},
  translationLength: {value: '5,000 characters'},
  speechTextLength: {value: '5,000 characters'},
  attachmentSize: {value: '25 MB', earlier: [{until: '1.11.1', value: '20 MB'}]},
  audioLength: {value: '30 minutes'},
  dictationLength: {value: '5 minutes'},
  audioFormats: {value: 'mp3, wav, m4a or ogg'},
  pdfPages: {value: '20'},
  imagesPerCall: {value: '1 to 4'},
  visionFields: {value: '30'},
  upsertDocuments: {value: '100'},
  chunkTokens: {value: '800 tokens'},
  chunkOverlap: {value: '100 tokens'},
  tagsPerRecord: {value: '20', since: '1.12.0'},
  tagLength: {value: '64 characters', since: '1.12.0'},
  queueAfter: {value: '5 minutes'},
  kbTopK: {value: '5'},
  kbMinScore: {value: '0.75'},
  formTopResults: {value: '5', since: '1.12.0'},
  formMinScore: {value: '0.55', since: '1.12.0'},
  searchLimit: {value: '5'},
  searchMinScore: {value: '0.5'},
  consumerPrefetch: {value: '10', earlier: [{until: '1.11.1', value: '20'}]},
  maxDeliveries: {value: '3'},
  messageRetention: {value: '90 days'},
  conversationRetention: {value: '90 days'},
} satisfies Record<string, FactDefinition>;

export type FactName = keyof typeof facts;

export function isFactName(name: string): name is FactName {
  return Object.hasOwn(facts, name);
}

/** A fact's value in `version` ('current' is the draft), or undefined when that release lacks it. */
export function factValue(fact: FactDefinition, version: string): string | undefined {
  if (version === 'current') return fact.value;
  if (!existsIn(version, fact.since)) return undefined;
  const earlier = [...(fact.earlier ?? [])].sort((a, b) => compareVersions(a.until, b.until));
  return earlier.find((entry) => compareVersions(version, entry.until) <= 0)?.value ?? fact.value;
}
