/** How <LimitsTable />, its only importer, describes each fact of facts.ts: label, area and page. */
import type {FactName} from './facts';

export type FactGroup = 'Requests' | 'Content' | 'Retrieval' | 'Queued jobs' | 'Retention';

export type FactRow = {
  /** What the number is. */
  label: string;
  group: FactGroup;
  /** Doc path, inside a version, of the page that explains it. */
  page: string;
};

export const factTable = {
  nexusTimeout: {label: 'Request timeout (Nexus default)', group: 'Requests', page: 'getting-started/nexuses'},
  nexusRetries: {label: 'Retries before the fallback Nexus', group: 'Requests', page: 'getting-started/nexuses'},
  nexusMaxInputTokens: {
    label: 'Largest request in tokens (Nexus default)',
    group: 'Requests',
    page: 'getting-started/nexuses',
  },
  translationLength: {label: 'Text per AI Translator translation', group: 'Content', page: 'widgets/ai-translator'},
  speechTextLength: {label: 'Text per AIVoice speech request', group: 'Content', page: 'api/aivoice'},
  dictationLength: {label: 'Dictation per AIN Voice recording', group: 'Content', page: 'widgets/ain-voice'},
  attachmentSize: {
    label: 'Attachment size read by widgets, AI forms and the script API',
    group: 'Content',
    page: 'widgets/ain-attachment',
  },
  audioLength: {label: 'Audio transcribed by one call or job (sent in parts)', group: 'Content', page: 'api/aivoice'},
  audioFormats: {
    label: 'Audio formats transcribed (AIVoice, AIN Call, Audio Transcriber)',
    group: 'Content',
    page: 'api/aivoice',
  },
  pdfPages: {label: 'PDF pages read from one document', group: 'Content', page: 'api/aivision'},
  imagesPerCall: {label: 'Images per AIImage generate call', group: 'Content', page: 'api/aIImage'},
  visionFields: {label: 'Field names per AIVision extraction', group: 'Content', page: 'api/aivision'},
  upsertDocuments: {label: 'Documents per AIVector upsert call', group: 'Retrieval', page: 'api/aivector'},
  chunkTokens: {
    label: 'Chunk size when embedding',
    group: 'Retrieval',
    page: 'service-tools/vector-collection-definition',
  },
  chunkOverlap: {
    label: 'Chunk overlap when embedding',
    group: 'Retrieval',
    page: 'service-tools/vector-collection-definition',
  },
  tagsPerRecord: {label: 'Scripted tags per record', group: 'Retrieval', page: 'admin-help/vcd-scripted-tag'},
  tagLength: {label: 'Length of one tag', group: 'Retrieval', page: 'admin-help/vcd-scripted-tag'},
  queueAfter: {
    label: 'Audio longer than this is transcribed as a queued job',
    group: 'Queued jobs',
    page: 'widgets/audio-transcriber',
  },
  kbTopK: {label: 'KB Assistant: chunks passed to the answer (topK)', group: 'Retrieval', page: 'widgets/kb-assistant'},
  kbMinScore: {
    label: 'KB Assistant: lowest similarity used (minScore)',
    group: 'Retrieval',
    page: 'widgets/kb-assistant',
  },
  formTopResults: {
    label: 'AI Form Vector: chunks passed to the answer (topResults)',
    group: 'Retrieval',
    page: 'ai-form/ai-form-vector',
  },
  formMinScore: {
    label: 'AI Form Vector: lowest similarity used (minScore)',
    group: 'Retrieval',
    page: 'ai-form/ai-form-vector',
  },
  searchLimit: {label: 'AIVector.search(): matches returned (options.limit)', group: 'Retrieval', page: 'api/aivector'},
  searchMinScore: {
    label: 'AIVector.search(): lowest similarity returned (options.minScore)',
    group: 'Retrieval',
    page: 'api/aivector',
  },
  consumerPrefetch: {
    label: 'RabbitMQ consumer prefetch (jobs each worker holds)',
    group: 'Queued jobs',
    page: 'admin-help/rabbitmq-consumer',
  },
  maxDeliveries: {
    label: 'Deliveries of a job before it is dead-lettered',
    group: 'Queued jobs',
    page: 'admin-help/rabbitmq-consumer',
  },
  messageRetention: {label: 'AI message retention (after Created)', group: 'Retention', page: 'admin-help/ai-message'},
  conversationRetention: {
    label: 'AI form conversation retention (after the last turn)',
    group: 'Retention',
    page: 'ai-form/ai-form-long-chat',
  },
} satisfies Record<FactName, FactRow>;
