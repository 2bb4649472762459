/**
 * Search relevance: realistic reader queries, in English and Russian, must
 * find the page that answers them among the first five results of the
 * version being read. Runs the search plugin's real index and worker.
 */
import {expect, test} from './fixtures';

type Query = {query: string; expected: string[]; version?: string};

const QUERIES: Query[] = [
  {query: 'fallback Nexus', expected: ['/docs/getting-started/nexuses']},
  {query: 'dead-letter queue', expected: ['/docs/admin-help/rabbitmq-consumer']},
  {query: 'transcribe audio file', expected: ['/docs/widgets/audio-transcriber']},
  {query: 'SharePoint', expected: ['/docs/service-tools/sharepoint-connect']},
  {query: 'GitLab access token', expected: ['/docs/service-tools/gitlab-connect']},
  {query: 'Qdrant', expected: ['/docs/service-tools/vector-database-deployment']},
  {query: 'pgvector', expected: ['/docs/service-tools/vector-database-deployment']},
  {query: 'prompt template', expected: ['/docs/admin-help/prompt-templates']},
  {query: 'scripted tag', expected: ['/docs/admin-help/vcd-scripted-tag']},
  {query: 'OCR', expected: ['/docs/api/aivision']},
  {query: 'generate image', expected: ['/docs/api/aIImage']},
  {query: 'rotate API key', expected: ['/docs/service-tools/auth']},
  {query: 'demo incidents', expected: ['/docs/getting-started/demo-incidents']},
  {query: 'workflow AI step', expected: ['/docs/getting-started/ai-in-workflows']},
  {query: 'sendWithTemplate', expected: ['/docs/api/aichat']},
  {query: 'syncRecord', expected: ['/docs/api/aisync']},
  {query: 'перевод', expected: ['/docs/widgets/ai-translator', '/docs/widgets/field-translator']},
  {query: 'векторная коллекция', expected: ['/docs/service-tools/vector-collection-definition']},
  {query: 'нексус', expected: ['/docs/getting-started/nexuses']},
  {query: 'шаблон промпта', expected: ['/docs/admin-help/prompt-templates']},
  {query: 'умное заполнение', expected: ['/docs/widgets/smart-filling']},
  {query: 'транскрипция', expected: ['/docs/widgets/audio-transcriber']},
  {query: 'учётные данные', expected: ['/docs/service-tools/auth']},
  {query: 'RabbitMQ', expected: ['/docs/1.11.2/admin-help/rabbitmq-consumer'], version: '1.11.2'},
  {
    query: 'перевод',
    expected: ['/docs/1.11.2/widgets/ai-translator', '/docs/1.11.2/widgets/field-translator'],
    version: '1.11.2',
  },
];

/** The search page's input: each query is typed there, so the version's index
 * is fetched and parsed once per group rather than once per query. */
const GROUPS: {name: string; version?: string; queries: Query[]}[] = [
  {name: 'English queries', queries: QUERIES.filter((q) => !q.version && !/[а-яё]/i.test(q.query))},
  {name: 'Russian queries', queries: QUERIES.filter((q) => !q.version && /[а-яё]/i.test(q.query))},
  {name: 'queries in 1.11.2', version: '1.11.2', queries: QUERIES.filter((q) => q.version === '1.11.2')},
];

for (const {name, version, queries} of GROUPS) {
  test(`${name} find the expected page in the top five`, async ({page}) => {
    test.setTimeout(90_000);
    expect(queries.length).toBeGreaterThan(0);
    const params = new URLSearchParams(version ? {version: `docs/${version}/`} : {});
    await page.goto(`/search?${params}`);
    const input = page.locator('input[type="search"][name="q"]');
    const links = page.locator('article h2 a');
    for (const {query, expected} of queries) {
      // Clear first: the previous results go, so the next ones are this query's.
      await input.fill('');
      await expect(links).toHaveCount(0);
      await input.fill(query);
      await expect(links.first(), `results for "${query}"`).toBeVisible();
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
      );
      const pages = [...new Set(hrefs.map((href) => href.replace(/\/$/, '')))];
      const topFive = pages.slice(0, 5);
      expect
        .soft(
          topFive.some((path) => expected.includes(path)),
          `"${query}" → ${expected.join(' or ')}; top five: ${topFive.join(', ')}`,
        )
        .toBe(true);
      if (version) {
        expect
          .soft(
            pages.every((path) => path.startsWith(`/docs/${version}/`)),
            `"${query}" stays in ${version}`,
          )
          .toBe(true);
      }
    }
  });
}
