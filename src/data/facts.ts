/**
 * The platform's numbers that several pages state: limits, defaults,
 * timeouts, retention. Each is defined once here, per release; pages render
 * it with <Fact name="…" />, the limits table on the technical docs page
 * (<LimitsTable />) is generated from it, and a content test
 * (tests/content/facts.test.ts) fails when a page's prose states one of them
 * with another value. Client code: values only.
 */
import {compareVersions, existsIn} from '../utils/versions';

export type FactGroup = 'Requests' | 'Content' | 'Retrieval' | 'Queued jobs' | 'Retention';

export type FactDefinition = {
  /** What the number is, as the limits table names it. */
  label: string;
  /** The value in the latest release (and the draft), as prose writes it. */
  value: string;
  /** The release that introduced the fact, when newer than 1.11.2. */
  since?: string;
  /** Values of older releases: each applies up to and including `until`. */
  earlier?: {until: string; value: string}[];
  group: FactGroup;
  /** Doc path, inside a version, of the page that explains it. */
  page: string;
};

export const facts = {
  nexusTimeout: {
    label: 'Request timeout (Nexus default)',
    value: '60 s',
    group: 'Requests',
    page: 'getting-started/nexuses',
  },
  nexusRetries: {
    label: 'Retries before the fallback Nexus',
    value: '2',
    group: 'Requests',
    page: 'getting-started/nexuses',
  },
  nexusMaxInputTokens: {
    label: 'Largest request in tokens (Nexus default)',
    value: '8,000',
    group: 'Requests',
    page: 'getting-started/nexuses',
  },
  translationLength: {
    label: 'Text per AI Translator translation',
    value: '5,000 characters',
    group: 'Content',
    page: 'widgets/ai-translator',
  },
  speechTextLength: {
    label: 'Text per AIVoice speech request',
    value: '5,000 characters',
    group: 'Content',
    page: 'api/aivoice',
  },
  attachmentSize: {
    label: 'Attachment size read by widgets, AI forms and the script API',
    value: '25 MB',
    group: 'Content',
    page: 'widgets/ain-attachment',
    earlier: [{until: '1.11.1', value: '20 MB'}],
  },
  audioLength: {
    label: 'Audio transcribed in one request or job',
    value: '30 minutes',
    group: 'Content',
    page: 'api/aivoice',
  },
  pdfPages: {
    label: 'PDF pages read from one document',
    value: '20',
    group: 'Content',
    page: 'api/aivision',
  },
  imagesPerCall: {
    label: 'Images per AIImage generate call',
    value: '1 to 4',
    group: 'Content',
    page: 'api/aIImage',
  },
  visionFields: {
    label: 'Field names per AIVision extraction',
    value: '30',
    group: 'Content',
    page: 'api/aivision',
  },
  upsertDocuments: {
    label: 'Documents per AIVector upsert call',
    value: '100',
    group: 'Retrieval',
    page: 'api/aivector',
  },
  chunkTokens: {
    label: 'Chunk size when embedding',
    value: '800 tokens',
    group: 'Retrieval',
    page: 'service-tools/vector-collection-definition',
  },
  chunkOverlap: {
    label: 'Chunk overlap when embedding',
    value: '100 tokens',
    group: 'Retrieval',
    page: 'service-tools/vector-collection-definition',
  },
  tagsPerRecord: {
    label: 'Scripted tags per record',
    value: '20',
    since: '1.12.0',
    group: 'Retrieval',
    page: 'admin-help/vcd-scripted-tag',
  },
  tagLength: {
    label: 'Length of one tag',
    value: '64 characters',
    since: '1.12.0',
    group: 'Retrieval',
    page: 'admin-help/vcd-scripted-tag',
  },
  queueAfter: {
    label: 'Audio longer than this is transcribed as a queued job',
    value: '5 minutes',
    group: 'Queued jobs',
    page: 'widgets/audio-transcriber',
  },
  kbTopK: {
    label: 'KB Assistant: chunks passed to the answer (topK)',
    value: '5',
    group: 'Retrieval',
    page: 'widgets/kb-assistant',
  },
  kbMinScore: {
    label: 'KB Assistant: lowest similarity used (minScore)',
    value: '0.75',
    group: 'Retrieval',
    page: 'widgets/kb-assistant',
  },
  formTopResults: {
    label: 'AI Form Vector: chunks passed to the answer (topResults)',
    value: '5',
    since: '1.12.0',
    group: 'Retrieval',
    page: 'ai-form/ai-form-vector',
  },
  formMinScore: {
    label: 'AI Form Vector: lowest similarity used (minScore)',
    value: '0.55',
    since: '1.12.0',
    group: 'Retrieval',
    page: 'ai-form/ai-form-vector',
  },
  searchLimit: {
    label: 'AIVector.search(): matches returned (options.limit)',
    value: '5',
    group: 'Retrieval',
    page: 'api/aivector',
  },
  searchMinScore: {
    label: 'AIVector.search(): lowest similarity returned (options.minScore)',
    value: '0.5',
    group: 'Retrieval',
    page: 'api/aivector',
  },
  consumerPrefetch: {
    label: 'RabbitMQ consumer prefetch (jobs each worker holds)',
    value: '10',
    group: 'Queued jobs',
    page: 'admin-help/rabbitmq-consumer',
    earlier: [{until: '1.11.1', value: '20'}],
  },
  maxDeliveries: {
    label: 'Deliveries of a job before it is dead-lettered',
    value: '3',
    group: 'Queued jobs',
    page: 'admin-help/rabbitmq-consumer',
  },
  messageRetention: {
    label: 'AI message retention (after Created)',
    value: '90 days',
    group: 'Retention',
    page: 'admin-help/ai-message',
  },
  conversationRetention: {
    label: 'AI form conversation retention (after the last turn)',
    value: '90 days',
    group: 'Retention',
    page: 'ai-form/ai-form-long-chat',
  },
} satisfies Record<string, FactDefinition>;

export type FactName = keyof typeof facts;

export function isFactName(name: string): name is FactName {
  return Object.hasOwn(facts, name);
}

/** The value of a fact in `version` ('current' is the draft), or undefined
 * when that release does not have it. */
export function factValue(fact: FactDefinition, version: string): string | undefined {
  if (version === 'current') return fact.value;
  if (!existsIn(version, fact.since)) return undefined;
  const earlier = [...(fact.earlier ?? [])].sort((a, b) => compareVersions(a.until, b.until));
  return earlier.find((entry) => compareVersions(version, entry.until) <= 0)?.value ?? fact.value;
}
