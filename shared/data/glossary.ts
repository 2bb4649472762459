/** The platform's glossary with Russian equivalents (readers search in Russian), rendered by <Glossary />. */
export type GlossaryTerm = {
  term: string;
  russian: string;
  meaning: string;
  /** Doc path inside a version, e.g. `getting-started/nexuses`. */
  page: string;
  /** The release that introduced the term, when newer than 1.11.2. */
  since?: string;
  /** How prose writes the term otherwise: forms the writer check counts as uses, plurals included. */
  forms?: string[];
  /** Only in this case (a name such as Nexus); otherwise in any case. */
  matchCase?: boolean;
  /** Words that, just before a form, make it another thing's name ("AI" before Nexus: the product). */
  notAfter?: string[];
  /** Words that, just after a form, make it another term ("definition" after vector collection). */
  notBefore?: string[];
  /** Pages a first use may link instead of `page`: pages of one kind of the thing. */
  alsoLinks?: string[];
};

export const glossary: GlossaryTerm[] = [
  {
    term: 'Nexus',
    russian: 'Nexus (подключение к AI-провайдеру)',
    meaning: 'A named connection to an AI provider and model: endpoint, credential, model, limits and fallback Nexus.',
    page: 'getting-started/nexuses',
    matchCase: true,
    notAfter: ['AI'],
  },
  {
    term: 'AI message',
    russian: 'AI-сообщение',
    meaning: 'The log record of one AI request and its response.',
    page: 'admin-help/ai-message',
    matchCase: true,
  },
  {
    term: 'Profile settings',
    russian: 'Настройки профиля',
    meaning: 'Per-user AI preferences: language, voice, default Nexus and data sharing.',
    page: 'admin-help/profile-settings',
  },
  {
    term: 'RabbitMQ consumer',
    russian: 'Потребитель RabbitMQ',
    meaning: 'The worker that runs long AI jobs taken from the ain.jobs queue.',
    page: 'admin-help/rabbitmq-consumer',
  },
  {
    term: 'Prompt template',
    russian: 'Шаблон промпта',
    meaning: 'A reusable, versioned prompt with variables.',
    page: 'admin-help/prompt-templates',
    since: '1.12.0',
  },
  {
    term: 'Vector collection definition (VCD)',
    russian: 'Определение векторной коллекции',
    meaning: 'Which records and fields are embedded into which vector collection, and how often.',
    page: 'service-tools/vector-collection-definition',
    forms: ['vector collection definition', 'VCD'],
    notBefore: ['scripted'],
  },
  {
    term: 'Vector collection',
    russian: 'Векторная коллекция',
    meaning: 'A named set of embedded chunks in the vector database.',
    page: 'service-tools/vector-collection-definition',
    notBefore: ['definition', 'definitions'],
  },
  {
    term: 'VCD scripted tag',
    russian: 'Скриптовый тег VCD',
    meaning: 'A script that computes tags for each record as it is embedded, used to filter retrieval.',
    page: 'admin-help/vcd-scripted-tag',
    since: '1.12.0',
    forms: ['VCD scripted tag', 'scripted tag'],
  },
  {
    term: 'Vector database',
    russian: 'Векторная база данных',
    meaning: 'The store of embeddings: Qdrant (recommended) or PostgreSQL with pgvector.',
    page: 'service-tools/vector-database-deployment',
  },
  {
    term: 'Connector',
    russian: 'Коннектор',
    meaning: 'A scheduled import of documents from GitLab or SharePoint into a vector collection.',
    page: 'service-tools/gitlab-connect',
    alsoLinks: ['service-tools/gitlab-connect', 'service-tools/sharepoint-connect'],
  },
  {
    term: 'Credential',
    russian: 'Учётные данные',
    meaning:
      'A stored secret (API key, OAuth client, token, user and password) that a Nexus, a connector, the vector database connection or the RabbitMQ consumer uses.',
    page: 'service-tools/auth',
  },
  {
    term: 'AI form',
    russian: 'AI-форма',
    meaning: 'A full-page chat form, designed under AIN > AI Forms > Form Designs.',
    page: 'ai-form/',
    matchCase: true,
  },
  {
    term: 'AI Form Vector',
    russian: 'Векторная AI-форма',
    meaning: 'An AI form whose answers are grounded in vector collections, with citations.',
    page: 'ai-form/ai-form-vector',
    since: '1.12.0',
    matchCase: true,
  },
  {
    term: 'Widget',
    russian: 'Виджет',
    meaning: 'A component placed on a record form.',
    page: 'widgets/',
  },
  {
    term: 'Translation',
    russian: 'Перевод',
    meaning: 'Machine translation of typed text (AI Translator) or of record fields (Field Translator).',
    page: 'widgets/ai-translator',
    notAfter: ['field'],
    alsoLinks: ['widgets/ai-translator', 'widgets/field-translator'],
  },
  {
    term: 'Field translation',
    russian: 'Перевод полей',
    meaning: 'Translation of chosen fields of a record, keeping the original.',
    page: 'widgets/field-translator',
  },
  {
    term: 'Transcription',
    russian: 'Расшифровка аудио, распознавание речи',
    meaning: 'Speech to text for uploaded audio, calls and dictation.',
    page: 'widgets/audio-transcriber',
    alsoLinks: ['widgets/audio-transcriber', 'widgets/ain-call', 'widgets/ain-voice', 'api/aivoice'],
  },
  {
    term: 'Smart filling',
    russian: 'Умное заполнение',
    meaning: 'Proposing field values for a record from its description.',
    page: 'widgets/smart-filling',
  },
  {
    term: 'Knowledge assistant',
    russian: 'Ассистент базы знаний',
    meaning: 'Answers from knowledge articles, with citations.',
    page: 'widgets/kb-assistant',
  },
  {
    term: 'Workflow AI step',
    russian: 'AI-шаг рабочего процесса',
    meaning: 'A workflow activity that calls AI.',
    page: 'getting-started/ai-in-workflows',
  },
  {
    term: 'Script API',
    russian: 'API серверных скриптов',
    meaning: 'The server-side classes that call AI from scripts.',
    page: 'api/',
  },
];
