/**
 * The words readers type for what the docs call otherwise ("LLM" for a
 * model, "throttle" for a rate limit), with the docs' words. Search looks
 * each word of an English query up here, stemmed, longest phrases first, and
 * finds a page by the reader's word or by any one of the docs' words; an
 * English value of several words matches a page that has every one of them.
 * Values are words the docs use, without stop words.
 */
export const englishSynonyms: readonly (readonly [reader: string, docs: string])[] = [
  // Models and providers
  ['llm', 'model'],
  ['llm', 'provider'],
  ['gpt', 'openai'],
  ['chatgpt', 'openai'],
  ['failover', 'fallback'],
  ['backup provider', 'fallback'],
  // Limits and cost
  ['throttle', 'rate limited'],
  ['throttle', 'requests per minute'],
  ['throttling', 'rate limited'],
  ['throttling', 'requests per minute'],
  ['quota', 'limits'],
  ['bill', 'tokens'],
  ['billing', 'tokens'],
  ['cost', 'tokens'],
  ['spend', 'tokens'],
  // Access and secrets
  ['secret', 'credential'],
  ['secrets', 'credentials'],
  ['password', 'credential'],
  ['access control', 'roles'],
  ['rbac', 'roles'],
  ['permissions', 'roles'],
  ['ssl', 'tls'],
  ['ssl', 'certificate'],
  // Logs and monitoring
  ['audit log', 'ai message'],
  ['request log', 'ai message'],
  ['liveness', 'heartbeat'],
  ['uptime', 'heartbeat'],
  // Queues
  ['message queue', 'rabbitmq'],
  ['message broker', 'rabbitmq'],
  ['dlq', 'dead letter'],
  // Vectors and retrieval
  ['semantic', 'vector'],
  ['similarity search', 'vector search'],
  ['embedding store', 'vector database'],
  ['vector store', 'vector database'],
  ['vector db', 'vector database'],
  ['rag', 'vector'],
  ['retrieval augmented generation', 'grounded'],
  ['knowledge base', 'kb'],
  ['text splitting', 'chunks'],
  ['right away', 'on demand'],
  ['immediately', 'on demand'],
  // Speech, images and text
  ['out loud', 'read back'],
  ['aloud', 'read back'],
  ['tts', 'speech'],
  ['text to speech', 'speech'],
  ['speech to text', 'transcription'],
  ['stt', 'transcription'],
  ['ocr', 'text recognition'],
  ['mic', 'microphone'],
  ['picture', 'image'],
  ['photo', 'image'],
  ['chatbot', 'chat'],
  ['bot', 'assistant'],
  // Records and data
  ['ticket', 'incident'],
  ['tickets', 'incidents'],
  ['sample', 'demo'],
  ['clean up', 'remove'],
  ['cleanup', 'remove'],
  ['pii', 'personal data'],
  ['gdpr', 'residency'],
  ['data location', 'residency'],
  ['rollback', 'roll back'],
  ['update', 'upgrade'],
  ['changelog', 'release notes'],
  ['scheduler', 'scheduled job'],
  ['cron', 'scheduled job'],
];
