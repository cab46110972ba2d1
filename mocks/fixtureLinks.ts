import { resolveContentFile } from '../contracts/content.ts';
import { contentPages, PAGES_WITHOUT_CONTENT } from '../contracts/contentPages.ts';
import { classifyFixture, listFixtureFiles } from './fixtureChecks.ts';
import { readFixtureJson } from './nodeFixtureSource.ts';

/** Every page the fixtures make exist, as locale-less paths (the same set in both locales). */
export async function pagesFromFixtures(): Promise<Set<string>> {
  const pages = new Set<string>(PAGES_WITHOUT_CONTENT);
  for (const path of await listFixtureFiles()) {
    const where = classifyFixture(path);
    if (where?.kind !== 'content' || where.locale !== 'ru') continue;
    const resolved = resolveContentFile(where.file);
    const template = resolved && contentPages[resolved.key];
    if (!resolved || !template) continue;
    const content = (await readFixtureJson(path)) as Record<string, unknown>;
    pages.add(template.replace(/\{(\w+)\}/g, (_, name: string) => resolved.params[name] ?? String(content[name])));
    if (resolved.key === 'portfolioIndex') {
      const categories = (await readFixtureJson('ru/portfolio-web-studii/categories.json').catch(() => ({
        items: [],
      }))) as {
        items: { slug: string }[];
      };
      for (const { slug } of categories.items) pages.add(`/portfolio-web-studii/${slug}/`);
    }
  }
  return pages;
}

/** Every site path a fixture links to: `href`, `url` and `form` fields, and `href`s inside HTML. */
export function linksIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => linksIn(item, found));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'href' || key === 'url' || key === 'form') && typeof item === 'string' && item.startsWith('/'))
        found.push(item);
      else linksIn(item, found);
    }
  else if (typeof value === 'string')
    for (const match of value.matchAll(/href="([^"]*)"/g)) if (match[1]?.startsWith('/')) found.push(match[1]);
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
