/**
 * How prose states each shared fact of src/data/facts.ts, for the content
 * test that checks the values (facts.test.ts).
 */
import type {FactName} from '../../src/data/facts';

/**
 * How prose states each fact; group 1 is the value as written. Only
 * phrasings that name the fact: a bare number never counts.
 */
export const STATED: Record<FactName, RegExp[]> = {
  nexusTimeout: [
    /\b(\d+ ?s) Nexus timeout/g,
    /Nexus timeout(?:,| of| is| \(| \(default) (\d+ ?s)\b/g,
    /\btimeout \((\d+ ?s)\)/g,
    /\b(\d+ ?s) timeout/g,
    /timeout, (\d+ ?s) by default/g,
    /\| Timeout \| (\d+ ?s) \|/g,
    /\*\*Timeout\*\*, (\d+) by default/g,
    /timeout \((\d+ ?s) by default\)/g,
  ],
  nexusRetries: [
    /\b(\d+) retries\b/g,
    /\bretried (\d+) times?\b/g,
    /\bretries \((\d+)(?: by default)?\)/g,
    /\| Retries \| (\d+) \|/g,
    /\*\*Retries\*\*, (\d+) by default/g,
  ],
  nexusMaxInputTokens: [/\| Max input tokens \| ([\d,]+) \|/g, /\*\*Max input tokens\*\*, ([\d,]+) by default/g],
  translationLength: [
    /translate (?:up to|at most) ([\d,]+ characters)/g,
    /translation accepts at most ([\d,]+ characters)/g,
  ],
  speechTextLength: [/text to speak, at most ([\d,]+ characters)/g],
  attachmentSize: [
    /(?:up to|at most|larger than|exceed) (\d+ ?MB)\b/g,
    /(\d+ ?MB) per attachment/g,
    /attachment is at most (\d+ ?MB)/g,
  ],
  audioLength: [
    /(?:at most|longer than|up to) (\d+ minutes) of audio/g,
    /transcribed for at most (\d+ minutes)/g,
    /\b(\d+ minutes) of audio\b/g,
  ],
  pdfPages: [/the first (\d+) pages/g, /first (\d+) pages only/g],
  imagesPerCall: [/\b(\d+ to \d+) images per call/g],
  visionFields: [/\bFrom 1 to (\d+) field names/g, /more than (\d+) names/g],
  upsertDocuments: [/at most (\d+) documents/g, /From 1 to (\d+) documents/g, /more than (\d+) documents/g],
  chunkTokens: [/chunks? of (\d+ tokens) with/g, /\((\d+ tokens) with \d+ tokens of overlap/g],
  chunkOverlap: [/with (\d+ tokens) of overlap/g],
  tagsPerRecord: [/reached (\d+) tags/g, /\bat most (\d+), each at most \d+ characters/g],
  tagLength: [/each at most (\d+ characters)/g, /tags? (?:is |are )?(?:cut to|longer than) (\d+ characters)/g],
  queueAfter: [
    /(?:[Ff]iles?|[Rr]ecordings?|[Aa]udio) longer than (\d+ minutes?)(?= (?:are|is|become|go|run)\b)/g,
    /\((\d+ minutes) by default\)/g,
  ],
  kbTopK: [/`topK` chunks reach the answer, (\d+) by default/g],
  kbMinScore: [],
  formTopResults: [],
  formMinScore: [],
  searchLimit: [],
  searchMinScore: [],
  consumerPrefetch: [
    /\bPrefetch\*\* at (\d+)/g,
    /\bprefetch (?:default )?(?:is )?(\d+)\b/gi,
    /\| Prefetch \| `(\d+)`/g,
    /consumer prefetch \| (\d+)/g,
  ],
  maxDeliveries: [/\bdelivered at most (\d+) times/g, /\bfailed (\d+) times/g, /\bMax deliveries\*\* \((\d+)\)/g],
  messageRetention: [
    /AI messages (?:are |is )?(?:deleted|kept) (?:for )?(\d+ days)/g,
    /deletes AI messages (\d+ days)/g,
    /AI messages? retention \| (\d+ days)/g,
    /older than (\d+ days) and was deleted/g,
  ],
  conversationRetention: [/Conversations are deleted (\d+ days) after/g],
};
