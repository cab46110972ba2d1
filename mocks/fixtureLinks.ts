import { BLOG_CATEGORY_SLUGS } from '../contracts/blog.ts';
import { listPages } from '../site/routes/listPages.ts';
import { classifyFixture, listFixtureFiles } from './fixtureChecks.ts';
import { readFixtureJson } from './nodeFixtureSource.ts';
import { readFixture } from './readFixture.ts';

/**
 * Every page of the site as the fixtures fill the route table (site/routes/routeTable.ts): its
 * fixed pages plus the projects and articles the fixtures hold, as locale-less paths.
 */
export async function pagesFromFixtures(): Promise<Set<string>> {
  const [portfolio, ...lists] = await Promise.all([
    readFixture('ru', 'portfolioList'),
    ...BLOG_CATEGORY_SLUGS.map((category) => readFixture('ru', 'blogList', { category })),
  ]);
  const pages = listPages({
    projects: portfolio.items.map((project) => project.slug),
    articles: lists.flatMap((list) => list.items),
  });
  return new Set(pages.map((page) => page.path));
}

/** A path on this site: `/…` but not `//host/…`, which is another site (and which the sanitiser drops). */
const sitePath = (link: string) => /^\/(?!\/)/.test(link);

/** Every site path a fixture links to: `href`, `url` and `form` fields, and `href`s inside HTML. */
export function linksIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => linksIn(item, found));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'href' || key === 'url' || key === 'form') && typeof item === 'string' && sitePath(item))
        found.push(item);
      else linksIn(item, found);
    }
  else if (typeof value === 'string')
    for (const match of value.matchAll(/href="([^"]*)"/g)) if (match[1] && sitePath(match[1])) found.push(match[1]);
  return found;
}

/** Links of the fixtures that lead nowhere: `fixtures/ru/x.json → /nope/`. */
export async function brokenLinks(): Promise<string[]> {
  const pages = await pagesFromFixtures();
  const broken: string[] = [];
  for (const path of await listFixtureFiles()) {
    if (classifyFixture(path)?.kind !== 'content') continue;
    for (const link of linksIn(await readFixtureJson(path))) {
      // The PDF policy is a static file (spec section 2); every other link is a page.
      const page = link.split(/[?#]/)[0] ?? link;
      if (!pages.has(page) && !page.startsWith('/docs/')) broken.push(`fixtures/${path} → ${link}`);
    }
  }
  return broken;
}
