import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ArticleSlugSchema } from '../../contracts/blog.ts';
import { PROJECT_CATEGORY_SLUGS, ProjectSlugSchema } from '../../contracts/portfolio.ts';
import { readFixture } from '../../mocks/readFixture.ts';
import { sitePages } from '../../site/content/sitePages.ts';
import { listPages } from '../../site/routes/listPages.ts';
import { familyPath, matchRoute } from '../../site/routes/matchRoute.ts';
import { FAMILY_IDS, routeFamilies, type RouteFamily } from '../../site/routes/routeTable.ts';
import { routeGuards } from '../../site/routes/routeGuards.ts';

const request = { locale: 'ru', apiBaseUrl: 'http://site.test' } as const;

describe('the route table', () => {
  it('knows every page of spec section 2', () => {
    const paths = listPages({ projects: [], articles: [] }).map((page) => page.path);
    for (const path of [
      '/',
      '/agreement/',
      '/agreement-ctp/',
      '/bitrix24/',
      '/bitrix24/Crm/',
      '/blog/',
      '/blog/researches/',
      '/blog/b2b-ecommerce/',
      '/blog/smi-o-nas/',
      '/clients/',
      '/company/',
      '/contacts/',
      '/ctp/',
      '/ctp/b24_support/',
      '/feedback/',
      '/feedback-bitrix24/',
      '/feedback-ctp/',
      '/migraciya-it-sistem/',
      '/portfolio-web-studii/',
      '/portfolio-web-studii/kedo/',
      '/reviews/',
      '/search/',
      '/services-list/',
      '/sitemap/',
      '/research-b2b/',
      '/research-b2b-form/',
      '/research-b2b-ecommerce/evolution/',
      '/research-ecommerce-form/',
      '/research-metallurgy-ecommerce/',
      '/research-digital-sales-ecosystem-in-metallurgy-form/',
      '/research-hr-tech/',
      '/research-hr-tech-form/',
      '/research-work-b2b-clients-form/',
      '/industries/metallurgy/',
      '/services/mobilnye-prilozheniya/android/',
      '/services/mobilnye-prilozheniya/ios/',
      '/solutions/vnedrenie-oms-sistem/',
      '/testing/',
      '/testing/security-testing/',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('lists each page once, and every listed page routes back to its own family', () => {
    const pages = listPages({ projects: ['ural-b2b'], articles: [{ category: 'events', slug: 'forum-2026' }] });
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    for (const page of pages) expect(matchRoute(page.path)?.family, page.path).toBe(page.family);
  });

  it('tells a portfolio category from a project by its slug', () => {
    for (const category of PROJECT_CATEGORY_SLUGS) {
      expect(matchRoute(`/portfolio-web-studii/${category}/`)?.family).toBe('portfolioCategory');
    }
    expect(matchRoute('/portfolio-web-studii/uralskiy-trubnyy-zavod-b2b/')).toEqual({
      family: 'project',
      params: { slug: 'uralskiy-trubnyy-zavod-b2b' },
    });
  });

  it('answers unknown parameters with no route (the 404 screen)', () => {
    for (const path of [
      '/services/no-such-service/',
      '/bitrix24/crm/',
      '/ctp/unknown/',
      '/industries/space/',
      '/blog/no-such-category/',
      '/research-b2b-ecommerce/conclusion/',
      '/portfolio-web-studii/Not_A_Slug/',
      '/testing/unit-testing/',
      '/research-unknown/',
      '/services/web',
      '/services/web/extra/',
    ]) {
      expect(matchRoute(path), path).toBeUndefined();
    }
  });

  it('never matches a path that is not a page path', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const match = matchRoute(path);
        if (match) expect(familyPath(match.family, match.params)).toBe(path);
      }),
    );
  });

  it('accepts exactly the project and article slugs the contracts accept', () => {
    const segment = fc.oneof(
      fc.constantFrom(...PROJECT_CATEGORY_SLUGS, 'uralskiy-trubnyy-zavod-b2b', 'a', 'x'.repeat(101), 'Crm', 'a--b'),
      fc.stringMatching(/^[a-z0-9-]{1,12}$/),
      fc.string({ maxLength: 12 }).filter((text) => !text.includes('/')),
    );
    fc.assert(
      fc.property(segment, (slug) => {
        expect(matchRoute(`/portfolio-web-studii/${slug}/`)?.family === 'project').toBe(
          ProjectSlugSchema.safeParse(slug).success,
        );
        expect(matchRoute(`/blog/events/${slug}/`)?.family === 'article').toBe(
          ArticleSlugSchema.safeParse(slug).success,
        );
      }),
    );
  });

  it('names only route guards that exist', () => {
    for (const family of FAMILY_IDS) {
      for (const guard of (routeFamilies[family] as RouteFamily).guards ?? [])
        expect(routeGuards).toHaveProperty(guard);
    }
  });
});

describe('every page of a locale', () => {
  it('includes every project of the portfolio and every article of the blog, under its category', async () => {
    const pages = await sitePages(request);
    const paths = pages.map((page) => page.path);
    const portfolio = await readFixture('ru', 'portfolioList');
    for (const project of portfolio.items) expect(paths).toContain(`/portfolio-web-studii/${project.slug}/`);
    const events = await readFixture('ru', 'blogList', { category: 'events' });
    for (const article of events.items) expect(paths).toContain(`/blog/events/${article.slug}/`);
    const [first] = portfolio.items;
    expect(pages.find((page) => page.path === `/portfolio-web-studii/${first?.slug ?? ''}/`)?.label).toBe(first?.name);
  });

  it('leaves previews out', async () => {
    const pages = await sitePages(request);
    expect(pages.some((page) => page.path.startsWith('/blog-test/'))).toBe(false);
  });
});
