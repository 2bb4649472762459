/** How prose states each shared fact of shared/data/facts.json, for the check of the values (./facts.ts). A writer who
 * states a fact in a new wording, where <Fact /> cannot go, adds the wording here. */
import type {FactName} from '../../../shared/facts';

/** How prose states each fact; group 1 is the value as written. Only phrasings that name the fact: a bare number never
 * counts. Prose includes the props of components (`description: '…'` of a <PropertyTable /> row, `when: '…'` of an
 * <ApiMethod /> error), where <Fact /> cannot go, so the phrasings of those props are listed too. */
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
    // The AI Translator's counter and its `maxCharacters` property.
    /character counter, such as `\d+ \/ ([\d,]+)`/g,
    /accepted in one translation\. You can lower it; values above ([\d,]+)/g,
    /(?<=accepted in one translation\. You can lower it; values above [\d,]+ )are treated as ([\d,]+)/g,
  ],
  speechTextLength: [
    /text to speak, at most ([\d,]+ characters)/g,
    /the text is empty or longer than ([\d,]+ characters), the voice/g,
  ],
  attachmentSize: [
    /(?:up to|at most|larger than|Larger than|exceed) (\d+ ?MB)\b/g,
    /(\d+ ?MB) per attachment/g,
    /attachment is at most (\d+ ?MB)/g,
    // The AIN Attachment widget's `maxFileSizeMb` property.
    /Largest file the widget reads, in MB\. You can lower it; values above (\d+)/g,
    /(?<=Largest file the widget reads, in MB\. You can lower it; values above \d+ )are treated as (\d+)/g,
  ],
  audioLength: [
    /(?:at most|longer than|up to) (\d+ minutes) of audio/g,
    /transcribed for at most (\d+ minutes)/g,
    /\b(\d+ minutes) of audio\b/g,
    // An audio attachment's limits in AIVoice.transcribe().
    /\bat most \d+ ?MB and (\d+ minutes)/g,
    /\bis larger than \d+ ?MB, is longer than (\d+ minutes)/g,
  ],
  dictationLength: [/dictat\w* (?:into fields )?(?:for up to|lasts at most) (\d+ minutes)/g],
  audioFormats: [
    // The audio attachment of AIVoice.transcribe().
    /\baudio attachment: ([a-z0-9]+(?:, [a-z0-9]+)*,? or [a-z0-9]+),/g,
    // The Audio Transcriber's `formats` property.
    /\bAIN transcribes ([a-z0-9]+(?:, [a-z0-9]+)*,? or [a-z0-9]+)\b/g,
  ],
  pdfPages: [/the first (\d+) pages/g, /first (\d+) pages only/g],
  imagesPerCall: [
    /\b(\d+ to \d+) images per call/g,
    // The `options.count` of AIImage.generate(), edit() and createVariation().
    /How many (?:images|edited versions|variations) to (?:generate|return), from (\d+ to \d+)/g,
    /\bcount is outside (\d+ to \d+)/g,
  ],
  visionFields: [/\bFrom 1 to (\d+) field names/g, /more than (\d+) names/g],
  upsertDocuments: [/at most (\d+) documents/g, /From 1 to (\d+) documents/g, /more than (\d+) documents/g],
  chunkTokens: [/chunks? of (\d+ tokens) with/g, /\((\d+ tokens) with \d+ tokens of overlap/g],
  chunkOverlap: [/with (\d+ tokens) of overlap/g],
  tagsPerRecord: [/reached (\d+) tags/g, /\bat most (\d+), each at most \d+ characters/g, /\bmore than (\d+) tags\b/g],
  tagLength: [
    /each at most (\d+ characters)/g,
    /tags? (?:is |are )?(?:cut to|longer than) (\d+ characters)/g,
    /\btag is empty or longer than (\d+ characters)/g,
  ],
  queueAfter: [
    /(?:Files?|files?|Recordings?|recordings?|Audio|audio) longer than (\d+ minutes?)(?= (?:are|is|become|go|run)\b)/g,
    /\((\d+ minutes) by default\)/g,
    // The Audio Transcriber's `queueAfterMinutes` property.
    /many minutes are sent to the ain\.jobs queue\. Values from 1 to (\d+)/g,
    /(?<=sent to the ain\.jobs queue\. Values from 1 to \d+; )higher values are treated as (\d+)/g,
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
    // AISystem.getUsage() counts back at most as far as AI messages are kept.
    /count back from now, from 1 to (\d+)\b/g,
    /\bdays is not a whole number from 1 to (\d+)\b/g,
    /\bgetUsage\(\)` with a period outside 1 to (\d+ days)/g,
  ],
  conversationRetention: [/Conversations are deleted (\d+ days) after/g, /deleted after the (\d+)-day retention/g],
};
