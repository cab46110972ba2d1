import { expect, test } from './fixtures.ts';
import en from '../../site/i18n/en.json' with { type: 'json' };
import ru from '../../site/i18n/ru.json' with { type: 'json' };
import type { BlogList } from '../../contracts/blog.ts';
import { fixtureAnswer, startContentBackend, type ContentBackend } from '../../tools/contentBackend.ts';
import { startSiteServer, type SiteServer } from '../../tools/siteServer.ts';

/**
 * The production site in front of a backend whose answers break their contract: the fixtures, with a
 * blog list holding one article of another category, and a home page without its first screen. A bad
 * answer takes down only what cannot be made without it, and each break is one JSON line of the log.
 */
const LISTS = ['/api/blog/lists/b2b-ecommerce.json', '/api/en/blog/lists/b2b-ecommerce.json'];
let list: BlogList;
let stray = '';
const ARTICLE = '/api/blog/articles/kak-zapustit-b2b-portal-dlya-dilerov.json';
let related: string[] = [];
let backend: ContentBackend | undefined;
let site: SiteServer | undefined;

test.beforeAll(async () => {
  const planted: Record<string, unknown> = {};
  for (const path of LISTS) {
    list = (await fixtureAnswer(path)) as BlogList;
    const items = list.items.map((item, index) => (index === 1 ? { ...item, category: 'events' as const } : item));
    planted[path] = { ...list, items };
  }
  stray = list.items[1]?.slug ?? '';
  // An article whose first related article the backend no longer has.
  const article = (await fixtureAnswer(ARTICLE)) as { related: string[] };
  planted[ARTICLE] = { ...article, related: ['no-such-article', ...article.related] };
  related = article.related;
  for (const home of ['/api/home.json', '/api/en/home.json']) {
    const withoutHero = { ...((await fixtureAnswer(home)) as Record<string, unknown>) };
    delete withoutHero.hero;
    planted[home] = withoutHero;
  }
  backend = await startContentBackend((path) => (path in planted ? planted[path] : fixtureAnswer(path)));
  site = await startSiteServer({ API_BASE_URL: backend.url });
});
test.afterAll(async () => {
  await site?.stop();
  await backend?.stop();
});

const html = async (path: string) => {
  const response = await fetch(`${site?.url}${path}`);
  return { status: response.status, text: await response.text(), requestId: response.headers.get('x-request-id') };
};
/** The lines the server wrote, each parsed: every one must be JSON. */
const logLines = () =>
  (site?.output() ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const articleLink = (slug: string) => `href="/blog/b2b-ecommerce/${slug}/"`;

test('a blog list with an article of another category: the others, /sitemap/ and /sitemap.xml render, the stray is left out and logged once', async () => {
  const others = list.items.filter((item) => item.slug !== stray).map((item) => item.slug);
  const category = await html('/blog/b2b-ecommerce/');
  expect(category.status).toBe(200);
  for (const slug of others) expect(category.text).toContain(articleLink(slug));
  expect(category.text).not.toContain(stray);

  const sitemap = await html('/sitemap/');
  expect(sitemap.status).toBe(200);
  for (const slug of others) expect(sitemap.text).toContain(articleLink(slug));
  expect(sitemap.text).not.toContain(stray);

  const xml = await html('/sitemap.xml');
  expect(xml.status).toBe(200);
  for (const slug of others) expect(xml.text).toContain(`/blog/b2b-ecommerce/${slug}/`);
  expect(xml.text).not.toContain(stray);

  // Each locale's list is read by every page above, and told and counted once: the same answer is read from memory.
  const metrics = await (await fetch(site?.metricsUrl() ?? '')).text();
  expect(metrics).toContain('site_content_contract_breaks_total{endpoint="blog/lists/{category}.json"} 2');
  for (const path of LISTS)
    expect(logLines().filter((line) => line.endpoint === path)).toEqual([
      expect.objectContaining({ level: 'warn', rules: ['list-category'], leftOut: 1 }),
    ]);
});

test('an article whose related article is gone: the page and the other related articles, without it', async () => {
  const page = await html('/blog/b2b-ecommerce/kak-zapustit-b2b-portal-dlya-dilerov/');
  expect(page.status).toBe(200);
  for (const slug of related) expect(page.text).toContain(`/${slug}/"`);
  expect(page.text).not.toContain('/no-such-article/');
});

for (const { path, lang, copy } of [
  { path: '/', lang: 'ru', copy: ru },
  { path: '/en/', lang: 'en', copy: en },
]) {
  test(`a home page that cannot be made without what broke (${lang}): the site's 500 page in its language, one JSON line with the request id`, async ({
    page,
  }) => {
    const before = logLines().length;
    const response = await page.goto(`${site?.url}${path}`);
    expect(response?.status()).toBe(500);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: copy['error.500.title'] })).toBeVisible();
    const requestId = response?.headers()['x-request-id'];
    // Beside the request's own line of the access log, the failure is one line, and nothing else is written.
    const written = logLines().slice(before);
    expect(written.filter((line) => line.msg !== 'request')).toEqual([
      expect.objectContaining({
        level: 'error',
        reqId: requestId,
        endpoint: lang === 'ru' ? '/api/home.json' : '/api/en/home.json',
        rules: ['invalid_type'],
      }),
    ]);
    expect(written.filter((line) => line.reqId === requestId && line.msg === 'request')).toEqual([
      expect.objectContaining({ reqId: requestId, path, status: 500 }),
    ]);
  });
}
