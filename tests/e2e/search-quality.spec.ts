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
  {query: 'перевод', expected: ['/docs/1.11.2/widgets/ai-translator', '/docs/1.11.2/widgets/field-translator'], version: '1.11.2'},
];

for (const {query, expected, version} of QUERIES) {
  test(`"${query}"${version ? ` in ${version}` : ''} finds ${expected.join(' or ')}`, async ({page}) => {
    const params = new URLSearchParams({q: query});
    if (version) {
      params.set('version', `docs/${version}/`);
    }
    await page.goto(`/search?${params}`);
    const links = page.locator('article h2 a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    );
    const pages = [...new Set(hrefs.map((href) => href.replace(/\/$/, '')))];
    const topFive = pages.slice(0, 5);
    expect(topFive.some((path) => expected.includes(path)), `top five: ${topFive.join(', ')}`).toBe(true);
    if (version) {
      expect(pages.every((path) => path.startsWith(`/docs/${version}/`))).toBe(true);
    }
  });
}
