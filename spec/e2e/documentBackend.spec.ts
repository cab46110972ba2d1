import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import type { BlogList } from '../../contracts/blog.ts';
import type { PortfolioList } from '../../contracts/portfolio.ts';
import { listPages } from '../../site/routes/listPages.ts';
import { localisePath } from '../../site/rules/localePath.ts';
import { LOCALES } from '../../contracts/locale.ts';
import { startContentBackend, type ContentBackend } from '../../tools/contentBackend.ts';
import { documentBackend, type OpenApiDocument } from '../../tools/contracts/documentAnswers.ts';
import { startSiteServer, type SiteServer } from '../../tools/siteServer.ts';

/**
 * The production site in front of a backend built from the OpenAPI document alone (every answer made
 * from its schemas, the x-rules kept: tools/contracts/documentAnswers.ts): one page of every family, in
 * both locales, renders, with its main content and no "undefined", "NaN" or "[object Object]". A page
 * that fails here is a rule the document does not state, or a page that cannot do with content the
 * document allows. DOCUMENT_SEEDS=5 runs five backends' worth of content.
 */
test.describe.configure({ timeout: 180_000 });

const SEEDS = Number(process.env.DOCUMENT_SEEDS ?? 1);
const document = JSON.parse(readFileSync('contracts/generated/openapi.json', 'utf8')) as OpenApiDocument;

/** One page of each family, with the project and the article the backend's own lists hold. */
function familyPages(answer: (path: string) => unknown) {
  const [project] = (answer('/api/portfolio-web-studii/list.json') as PortfolioList).items;
  const [article] = (answer('/api/blog/lists/b2b-ecommerce.json') as BlogList).items;
  const first = new Map<string, string>();
  for (const page of listPages({ projects: project ? [project.slug] : [], articles: article ? [article] : [] }))
    if (!first.has(page.family)) first.set(page.family, page.path);
  if (article) first.set('blogTest', `/blog-test/${article.slug}/`);
  return [...first].flatMap(([family, path]) =>
    LOCALES.map((locale) => ({ family, path: localisePath(path, locale) })),
  );
}

for (let seed = 1; seed <= SEEDS; seed += 1)
  test.describe(`content of seed ${seed}`, () => {
    const answer = documentBackend(document, seed);
    let backend: ContentBackend | undefined;
    let site: SiteServer | undefined;
    test.beforeAll(async () => {
      backend = await startContentBackend(answer);
      site = await startSiteServer({ API_BASE_URL: backend.url });
    });
    test.afterAll(async () => {
      await site?.stop();
      await backend?.stop();
    });

    test('every page family renders in both locales', async () => {
      const failed: string[] = [];
      const pages = familyPages(answer);
      for (const { family, path } of pages) {
        const response = await fetch(`${site?.url}${path}`);
        const html = await response.text();
        const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
        const text = main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
        const slips = text.match(/\bundefined\b|\bNaN\b|\[object Object\]/g);
        if (response.status !== 200) failed.push(`${family} ${path}: ${response.status}`);
        else if (text.trim() === '') failed.push(`${family} ${path}: an empty main`);
        else if (slips) failed.push(`${family} ${path}: ${slips.join(', ')}`);
      }
      const server = (site?.output() ?? '').split('\n').filter((line) => /"level":"(error|warn)"/.test(line));
      expect(failed, server.join('\n').slice(0, 4_000)).toEqual([]);
      expect(pages.length).toBeGreaterThanOrEqual(60);
    });
  });
