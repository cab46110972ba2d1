import { describe, expect, it } from 'vitest';
import type { ArticleCard } from '../../contracts/blog.ts';
import { SEARCH_SECTIONS, type SearchItem } from '../../contracts/search.ts';
import { readFixture } from '../../mocks/readFixture.ts';
import { brand } from '../../site/config/brand.ts';
import type { Locale } from '../../contracts/locale.ts';
import { searchItems } from '../../site/rules/searchMatching.ts';
import { ArticleView } from '../../site/views/ArticleView.tsx';
import { BlogCategoryView } from '../../site/views/BlogCategoryView.tsx';
import { BlogIndexView } from '../../site/views/BlogIndexView.tsx';
import { ClientsView } from '../../site/views/ClientsView.tsx';
import { ContactsView } from '../../site/views/ContactsView.tsx';
import { FormPageView } from '../../site/views/FormPageView.tsx';
import { LegalView } from '../../site/views/LegalView.tsx';
import { PortfolioCategoryView } from '../../site/views/PortfolioCategoryView.tsx';
import { PortfolioIndexView } from '../../site/views/PortfolioIndexView.tsx';
import { ProjectView } from '../../site/views/ProjectView.tsx';
import { ResearchChapterView } from '../../site/views/ResearchChapterView.tsx';
import { ResearchView } from '../../site/views/ResearchView.tsx';
import { ReviewsView } from '../../site/views/ReviewsView.tsx';
import { SearchView } from '../../site/views/SearchView.tsx';
import { ServicesListView } from '../../site/views/ServicesListView.tsx';
import { SitemapView } from '../../site/views/SitemapView.tsx';
import { renderMarkup } from '../support/renderMarkup.tsx';

// --- Reading server markup the way a visitor (or a screen reader) meets it -------------------------

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

/**
 * The text a visitor reads: tags dropped, entities decoded, whitespace collapsed — a no-break space reads as
 * a space, as a screen reader and Playwright read it. Applied to content as well, so typeset content
 * (site/rules/typography.ts) compares with what a view shows of it.
 */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The separate pieces of text, as a screen reader reads them one element after another. */
function partsOf(html: string): string[] {
  return html
    .split(/<[^>]*>/)
    .map(textOf)
    .filter((part) => part !== '');
}

interface FoundLink {
  href: string;
  text: string;
  attrs: string;
  /** Where the link starts in the markup: earlier means read first. */
  at: number;
}

function links(html: string): FoundLink[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({
    attrs: match[1] ?? '',
    href: textOf(/href="([^"]*)"/.exec(match[1] ?? '')?.[1] ?? ''),
    text: textOf(match[2] ?? ''),
    at: match.index,
  }));
}

function linkNamed(html: string, text: string): FoundLink {
  const found = links(html).filter((link) => link.text === textOf(text));
  expect(found, `one link named "${text}"`).toHaveLength(1);
  return found[0] as FoundLink;
}

function linksTo(html: string, href: string): FoundLink[] {
  return links(html).filter((link) => link.href === href);
}

function headings(html: string): { level: number; text: string }[] {
  return [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => ({
    level: Number(match[1]),
    text: textOf(match[2] ?? ''),
  }));
}

/** The `tag` element around the first occurrence of `attribute` (its own tag or its content), assuming no same tag nested inside. */
function elementWith(html: string, tag: string, attribute: string): string {
  const marker = html.indexOf(attribute);
  expect(marker, `an element with ${attribute}`).toBeGreaterThan(-1);
  const start = html.lastIndexOf(`<${tag}`, marker);
  const close = `</${tag}>`;
  return html.slice(start, html.indexOf(close, marker) + close.length);
}

/** Exactly one h1, with this text, first; no heading skips a level on the way down. */
function expectOutline(html: string, h1: string) {
  const outline = headings(html);
  expect(outline.filter((heading) => heading.level === 1).map((heading) => heading.text)).toEqual([textOf(h1)]);
  expect(outline[0]?.level).toBe(1);
  outline.forEach((heading, index) => {
    const previous = outline[index - 1];
    if (previous)
      expect(heading.level, `"${heading.text}" after "${previous.text}"`).toBeLessThanOrEqual(previous.level + 1);
  });
}

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const LOCALES: Locale[] = ['ru', 'en'];

const cardOf = ({ slug, category, title, summary, publishedAt, readingMinutes, cover }: ArticleCard): ArticleCard => ({
  slug,
  category,
  title,
  summary,
  publishedAt,
  readingMinutes,
  cover,
});

// --- Blog --------------------------------------------------------------------------------------------

describe('the blog index', () => {
  it.each(LOCALES)(
    '%s: shows the featured articles first, each article once, linked under its category',
    async (locale) => {
      const index = await readFixture(locale, 'blogIndex');
      const menu = await readFixture(locale, 'blogMenu');
      const html = renderMarkup(<BlogIndexView index={index} menu={menu} />, { locale, path: '/blog/' });

      expectOutline(html, index.hero.title);
      for (const card of index.items) {
        expect(linksTo(html, `${prefix(locale)}/blog/${card.category}/${card.slug}/`), card.slug).toHaveLength(1);
      }
      const position = (slug: string) => html.indexOf(`/${slug}/"`);
      const lastFeatured = Math.max(...index.featured.map(position));
      const others = index.items.filter((card) => !index.featured.includes(card.slug));
      expect(others.length).toBeGreaterThan(0);
      for (const card of others) expect(position(card.slug)).toBeGreaterThan(lastFeatured);
    },
  );

  it.each(LOCALES)('%s: marks "all" as the current tab of the category menu', async (locale) => {
    const index = await readFixture(locale, 'blogIndex');
    const menu = await readFixture(locale, 'blogMenu');
    const html = renderMarkup(<BlogIndexView index={index} menu={menu} />, { locale, path: '/blog/' });

    const nav = elementWith(
      html,
      'nav',
      locale === 'ru' ? 'aria-label="Рубрики блога"' : 'aria-label="Blog categories"',
    );
    const tabs = links(nav);
    expect(tabs.map((tab) => tab.href)).toEqual(menu.items.map((item) => `${prefix(locale)}${item.href}`));
    expect(tabs.filter((tab) => tab.attrs.includes('aria-current="page"')).map((tab) => tab.href)).toEqual([
      `${prefix(locale)}/blog/`,
    ]);
  });

  it('shows date, reading time and category on a card, in the visitor’s language', async () => {
    const ru = renderMarkup(
      <BlogIndexView index={await readFixture('ru', 'blogIndex')} menu={await readFixture('ru', 'blogMenu')} />,
    );
    const en = renderMarkup(
      <BlogIndexView index={await readFixture('en', 'blogIndex')} menu={await readFixture('en', 'blogMenu')} />,
      { locale: 'en' },
    );
    // bitrix24-korobka-ili-oblako: Bitrix24, 2026-10-27, 4 minutes.
    expect(ru).toContain('<time dateTime="2026-10-27">27 октября 2026 г.</time>');
    expect(en).toContain('<time dateTime="2026-10-27">October 27, 2026</time>');
    expect(textOf(ru)).toContain('4 мин чтения');
    expect(textOf(en)).toContain('4 min read');
    const firstMeta = (html: string) => partsOf(/<p class="views-card__meta">[\s\S]*?<\/p>/.exec(html)?.[0] ?? '');
    expect(firstMeta(ru)).toEqual(['Битрикс24', '27 октября 2026 г.', '4 мин чтения']);
    expect(firstMeta(en)).toEqual(['Bitrix24', 'October 27, 2026', '4 min read']);
  });
});

describe('a blog category', () => {
  it.each([
    ['ru', 'events', '4 статьи'],
    ['ru', 'technologies', '5 статей'],
    ['en', 'events', '4 articles'],
    ['en', 'technologies', '5 articles'],
  ] as const)('%s %s: names the category, counts its articles as "%s" and links them', async (locale, slug, count) => {
    const categories = await readFixture(locale, 'blogCategories');
    const category = categories.items.find((item) => item.slug === slug);
    if (!category) throw new Error(`no category ${slug}`);
    const list = await readFixture(locale, 'blogList', { category: slug });
    const menu = await readFixture(locale, 'blogMenu');
    const html = renderMarkup(<BlogCategoryView category={category} list={list} menu={menu} />, { locale });

    expectOutline(html, category.title);
    expect(textOf(html)).toContain(textOf(category.description));
    expect(textOf(html)).toContain(count);
    for (const card of list.items) {
      expect(linksTo(html, `${prefix(locale)}/blog/${slug}/${card.slug}/`)).toHaveLength(1);
    }
    const current = links(html).filter((link) => link.attrs.includes('aria-current="page"'));
    expect(current.map((link) => link.href)).toEqual([`${prefix(locale)}/blog/${slug}/`]);
  });

  it('uses the singular for one article and the right Russian form for two', async () => {
    const categories = await readFixture('ru', 'blogCategories');
    const category = categories.items.find((item) => item.slug === 'technologies');
    if (!category) throw new Error('no category technologies');
    const list = await readFixture('ru', 'blogList', { category: 'technologies' });
    const menu = await readFixture('ru', 'blogMenu');
    const render = (n: number, locale: Locale) =>
      textOf(
        renderMarkup(
          <BlogCategoryView category={category} list={{ ...list, items: list.items.slice(0, n) }} menu={menu} />,
          {
            locale,
          },
        ),
      );

    expect(render(1, 'ru')).toContain('1 статья');
    expect(render(2, 'ru')).toContain('2 статьи');
    expect(render(1, 'en')).toContain('1 article');
    expect(render(1, 'en')).not.toContain('1 articles');
  });
});

describe('an article', () => {
  async function articlePage(locale: Locale) {
    const article = await readFixture(locale, 'article', { slug: 'kedo-v-bitrix24' });
    const categories = await readFixture(locale, 'blogCategories');
    const category = categories.items.find((item) => item.slug === article.category);
    if (!category) throw new Error(`no category ${article.category}`);
    const related = await Promise.all(
      article.related.map(async (slug) => cardOf(await readFixture(locale, 'article', { slug }))),
    );
    return { article, category, related };
  }

  it.each(LOCALES)('%s: leads back through breadcrumbs Blog › category › title', async (locale) => {
    const { article, category, related } = await articlePage(locale);
    const html = renderMarkup(<ArticleView article={article} category={category} related={related} />, { locale });

    expectOutline(html, article.title);
    const crumbs = elementWith(
      html,
      'nav',
      locale === 'ru' ? 'aria-label="Хлебные крошки"' : 'aria-label="Breadcrumbs"',
    );
    expect(links(crumbs).map((link) => [link.text, link.href])).toEqual([
      [locale === 'ru' ? 'Блог' : 'Blog', `${prefix(locale)}/blog/`],
      [category.title, `${prefix(locale)}/blog/bitrix24/`],
    ]);
    expect(crumbs).toContain(`<span aria-current="page">`);
    expect(textOf(crumbs)).toContain(textOf(article.title));
  });

  it.each(LOCALES)('%s: shows the author, the dates, the tags and the body with its headings as h2', async (locale) => {
    const { article, category, related } = await articlePage(locale);
    const html = renderMarkup(
      <ArticleView article={{ ...article, updatedAt: '2026-01-15' }} category={category} related={related} />,
      { locale },
    );
    const text = textOf(html);

    expect(text).toContain(textOf(article.lead));
    expect(text).toContain(textOf(article.author.name));
    expect(text).toContain(textOf(article.author.position));
    expect(html).toContain(`src="${article.author.photo.src}"`);
    expect(html).toContain(
      locale === 'ru'
        ? '<time dateTime="2025-12-09">9 декабря 2025 г.</time>'
        : '<time dateTime="2025-12-09">December 9, 2025</time>',
    );
    expect(html).toContain(
      locale === 'ru'
        ? '<time dateTime="2026-01-15">15 января 2026 г.</time>'
        : '<time dateTime="2026-01-15">January 15, 2026</time>',
    );
    expect(text).toContain(locale === 'ru' ? '3 мин чтения' : '3 min read');
    for (const tag of article.tags) expect(text).toContain(textOf(tag));

    const bodyHeadings = article.body.flatMap((block) => (block.type === 'heading' ? [textOf(block.text)] : []));
    const h2s = headings(html)
      .filter((heading) => heading.level === 2)
      .map((heading) => heading.text);
    expect(h2s.slice(0, bodyHeadings.length)).toEqual(bodyHeadings);

    const image = article.body.find((block) => block.type === 'image');
    if (image?.type !== 'image') throw new Error('the fixture has an image block');
    expect(html).toMatch(new RegExp(`<figure[^>]*><img[^>]*src="${image.image.src}"[\\s\\S]*?<figcaption`));
    expect(html).toContain('<blockquote');
    expect(html).toContain('<ol>');
  });

  it.each(LOCALES)('%s: links the related articles in the visitor’s language', async (locale) => {
    const { article, category, related } = await articlePage(locale);
    const html = renderMarkup(<ArticleView article={article} category={category} related={related} />, { locale });

    expect(headings(html).map((heading) => heading.text)).toContain(locale === 'ru' ? 'Читайте также' : 'Read next');
    for (const card of related)
      expect(linksTo(html, `${prefix(locale)}/blog/${card.category}/${card.slug}/`)).toHaveLength(1);
  });
});

// --- Portfolio ---------------------------------------------------------------------------------------

describe('the portfolio', () => {
  it.each(LOCALES)('%s: shows featured projects first and every project once', async (locale) => {
    const index = await readFixture(locale, 'portfolioIndex');
    const categories = await readFixture(locale, 'portfolioCategories');
    const list = await readFixture(locale, 'portfolioList');
    const html = renderMarkup(<PortfolioIndexView index={index} categories={categories} list={list} />, { locale });

    expectOutline(html, index.hero.title);
    for (const project of list.items) {
      const found = linksTo(html, `${prefix(locale)}/portfolio-web-studii/${project.slug}/`);
      expect(
        found.map((link) => link.text),
        project.slug,
      ).toEqual([textOf(project.name)]);
    }
    const at = (slug: string) => linksTo(html, `${prefix(locale)}/portfolio-web-studii/${slug}/`)[0]?.at ?? -1;
    const lastFeatured = Math.max(...index.featured.map(at));
    for (const project of list.items.filter((item) => !index.featured.includes(item.slug))) {
      expect(at(project.slug)).toBeGreaterThan(lastFeatured);
    }
    for (const stat of index.stats) expect(textOf(html)).toContain(textOf(stat.label));
  });

  it.each(LOCALES)('%s: filters by category with links to the category pages', async (locale) => {
    const index = await readFixture(locale, 'portfolioIndex');
    const categories = await readFixture(locale, 'portfolioCategories');
    const list = await readFixture(locale, 'portfolioList');
    const html = renderMarkup(<PortfolioIndexView index={index} categories={categories} list={list} />, { locale });

    const nav = elementWith(
      html,
      'nav',
      locale === 'ru' ? 'aria-label="Категории проектов"' : 'aria-label="Project categories"',
    );
    expect(links(nav).map((link) => link.href)).toEqual([
      `${prefix(locale)}/portfolio-web-studii/`,
      ...categories.items.map((category) => `${prefix(locale)}/portfolio-web-studii/${category.slug}/`),
    ]);
    expect(linkNamed(nav, locale === 'ru' ? 'Все проекты' : 'All projects').attrs).toContain('aria-current="page"');
  });

  it.each([
    ['ru', 'crm', '3 проекта'],
    ['ru', 'internet-magazin', '5 проектов'],
    ['en', 'crm', '3 projects'],
    ['en', 'internet-magazin', '5 projects'],
  ] as const)('%s %s: a category page counts "%s" and marks itself current', async (locale, slug, count) => {
    const categories = await readFixture(locale, 'portfolioCategories');
    const category = categories.items.find((item) => item.slug === slug);
    if (!category) throw new Error(`no category ${slug}`);
    const projects = (await readFixture(locale, 'portfolioList')).items.filter((project) =>
      project.categories.includes(slug),
    );
    const html = renderMarkup(
      <PortfolioCategoryView category={category} categories={categories} projects={projects} />,
      {
        locale,
      },
    );

    expectOutline(html, category.title);
    expect(textOf(html)).toContain(count);
    expect(linkNamed(html, category.title).attrs).toContain('aria-current="page"');
    for (const project of projects) {
      expect(linksTo(html, `${prefix(locale)}/portfolio-web-studii/${project.slug}/`)).toHaveLength(1);
    }
  });

  it('counts one project in the singular', async () => {
    const categories = await readFixture('ru', 'portfolioCategories');
    const category = categories.items[0];
    if (!category) throw new Error('no categories');
    const projects = (await readFixture('ru', 'portfolioList')).items.slice(0, 1);
    expect(
      textOf(renderMarkup(<PortfolioCategoryView category={category} categories={categories} projects={projects} />)),
    ).toContain('1 проект');
  });

  it.each(LOCALES)('%s: an empty category invites the visitor to the feedback form instead', async (locale) => {
    const categories = await readFixture(locale, 'portfolioCategories');
    const category = categories.items.find((item) => item.slug === 'kedo');
    if (!category) throw new Error('no category kedo');
    const html = renderMarkup(<PortfolioCategoryView category={category} categories={categories} projects={[]} />, {
      locale,
    });

    expectOutline(html, category.title);
    expect(linkNamed(html, locale === 'ru' ? 'Обсудить проект' : 'Discuss a project').href).toBe(
      `${prefix(locale)}/feedback/`,
    );
    expect(textOf(html)).not.toMatch(/0 (проектов|projects)/);
  });

  it.each(LOCALES)(
    '%s: a project shows breadcrumbs, facts with category links, results and the review',
    async (locale) => {
      const project = await readFixture(locale, 'project', { slug: 'monolit-crm' });
      const categories = await readFixture(locale, 'portfolioCategories');
      const html = renderMarkup(<ProjectView project={project} categories={categories} />, { locale });
      const text = textOf(html);

      expectOutline(html, project.hero.title);
      const crumbs = elementWith(
        html,
        'nav',
        locale === 'ru' ? 'aria-label="Хлебные крошки"' : 'aria-label="Breadcrumbs"',
      );
      expect(links(crumbs).map((link) => [link.text, link.href])).toEqual([
        [locale === 'ru' ? 'Портфолио' : 'Portfolio', `${prefix(locale)}/portfolio-web-studii/`],
      ]);
      expect(textOf(crumbs)).toContain(textOf(project.name));

      const facts = elementWith(html, 'dl', 'class="views-facts"');
      expect(textOf(facts)).toContain(textOf(project.client));
      expect(textOf(facts)).toContain(locale === 'ru' ? 'Строительство' : 'Construction');
      expect(textOf(facts)).toContain(textOf(project.duration));
      expect(textOf(facts)).toContain(String(project.year));
      expect(facts).toContain(locale === 'ru' ? '17 ноября 2025 г.' : 'November 17, 2025');
      expect(linkNamed(facts, 'CRM').href).toBe(`${prefix(locale)}/portfolio-web-studii/crm/`);

      expect(text).toContain(textOf(project.task));
      for (const result of project.results) expect(text).toContain(textOf(result.label));
      for (const technology of project.technologies) expect(text).toContain(textOf(technology));
      expect(project.review).toBeDefined();
      expect(html).toContain('<blockquote');
      expect(text).toContain(project.review?.author);
    },
  );
});

// --- Company pages -----------------------------------------------------------------------------------

describe('clients and reviews', () => {
  it.each(LOCALES)('%s: each client with a case study links to it', async (locale) => {
    const page = await readFixture(locale, 'clients');
    const html = renderMarkup(<ClientsView page={page} />, { locale });

    expectOutline(html, page.hero.title);
    for (const client of page.items) {
      expect(textOf(html)).toContain(textOf(client.name));
      expect(html).toContain(`src="${client.logo.src}"`);
      if (client.project) {
        const link = linksTo(html, `${prefix(locale)}/portfolio-web-studii/${client.project}/`);
        expect(link.map((item) => item.text)).toContain(
          textOf(`${locale === 'ru' ? 'Смотреть кейс' : 'View the case study'}: ${client.name}`),
        );
      }
    }
  });

  it.each(LOCALES)('%s: a review shows its author, company, date, project and the letter', async (locale) => {
    const page = await readFixture(locale, 'reviews');
    const html = renderMarkup(<ReviewsView page={page} />, { locale });
    const review = page.items.find((item) => item.letter && item.project);
    if (!review?.letter || !review.project) throw new Error('the fixture has a review with a letter and a project');

    expectOutline(html, page.hero.title);
    expect(headings(html).map((heading) => heading.text)).toContain(textOf(review.company));
    expect(textOf(html)).toContain(textOf(review.author));
    expect(html).toContain(`src="${review.photo.src}"`);
    expect(html).toContain(
      locale === 'ru'
        ? '<time dateTime="2026-05-20">20 мая 2026 г.</time>'
        : '<time dateTime="2026-05-20">May 20, 2026</time>',
    );
    expect(linksTo(html, `${prefix(locale)}/portfolio-web-studii/${review.project}/`)).toHaveLength(1);
    expect(linksTo(html, review.letter.src)).toHaveLength(1);
    const projectLinks = links(html).filter((link) =>
      link.text.startsWith(locale === 'ru' ? 'Смотреть проект' : 'View the project'),
    );
    expect(projectLinks).toHaveLength(page.items.filter((item) => item.project !== undefined).length);
  });
});

describe('contacts', () => {
  it.each(LOCALES)(
    '%s: phone and e-mail from the brand, offices on the map, departments, requisites',
    async (locale) => {
      const page = await readFixture(locale, 'contacts');
      const html = renderMarkup(<ContactsView page={page} />, { locale });

      expectOutline(html, page.title);
      expect(linkNamed(html, brand.phone.display).href).toBe(`tel:${brand.phone.tel}`);
      expect(linksTo(html, `mailto:${brand.salesEmail}`).length).toBeGreaterThan(0);
      for (const office of page.offices) {
        expect(textOf(html)).toContain(textOf(office.address));
        expect(textOf(html)).toContain(textOf(office.hours));
        // Its name, for a screen reader, is its words and the office's city (aria-label, clause 2.29).
        const map = links(html).find(
          (link) =>
            link.href.startsWith('https://www.openstreetmap.org/') &&
            textOf(/aria-label="([^"]*)"/.exec(link.attrs)?.[1] ?? '') === `${link.text}: ${office.city}`,
        );
        expect(map?.href, office.city).toContain(
          `mlat=${String(office.location.lat)}&mlon=${String(office.location.lng)}`,
        );
      }
      for (const department of page.departments)
        expect(linksTo(html, `mailto:${department.email}`).length).toBeGreaterThan(0);
      const requisites = elementWith(html, 'dl', 'views-facts--wide');
      for (const item of page.requisites) expect(textOf(requisites)).toContain(`${item.label}${item.value}`);
    },
  );
});

describe('services list and sitemap', () => {
  it.each(LOCALES)('%s: every service links to its page in the visitor’s language', async (locale) => {
    const page = await readFixture(locale, 'servicesList');
    const html = renderMarkup(<ServicesListView page={page} />, { locale });

    expectOutline(html, page.title);
    for (const group of page.groups) {
      expect(headings(html)).toContainEqual({ level: 2, text: textOf(group.title) });
      for (const item of group.items) expect(linkNamed(html, item.title).href).toBe(`${prefix(locale)}${item.href}`);
    }
  });

  it.each(LOCALES)('%s: the sitemap lists every group under its heading', async (locale) => {
    const page = await readFixture(locale, 'sitemap');
    const html = renderMarkup(<SitemapView title={page.title} groups={page.groups} />, { locale });

    expectOutline(html, page.title);
    for (const group of page.groups) {
      expect(headings(html)).toContainEqual({ level: 2, text: textOf(group.title) });
      for (const link of group.links)
        expect(linksTo(html, `${prefix(locale)}${link.href}`).map((item) => item.text)).toContain(textOf(link.label));
    }
  });
});

describe('legal documents', () => {
  it.each(LOCALES)('%s: a table of contents leads to every numbered section', async (locale) => {
    const document = await readFixture(locale, 'agreement');
    const html = renderMarkup(<LegalView document={document} />, { locale });

    expectOutline(html, document.title);
    expect(html).toContain(
      locale === 'ru'
        ? '<time dateTime="2025-09-15">15 сентября 2025 г.</time>'
        : '<time dateTime="2025-09-15">September 15, 2025</time>',
    );
    const toc = elementWith(html, 'nav', locale === 'ru' ? '>Содержание</h2>' : '>Contents</h2>');
    const entries = links(toc);
    expect(entries).toHaveLength(document.sections.length);
    entries.forEach((entry, index) => {
      expect(entry.text).toMatch(new RegExp(`^${String(index + 1)}\\.`));
      expect(html).toContain(`id="${entry.href.slice(1)}"`);
    });
  });

  it('numbers a section whose title carries no number', async () => {
    const document = await readFixture('en', 'agreement');
    const [first, ...rest] = document.sections;
    if (!first) throw new Error('no sections');
    const html = renderMarkup(
      <LegalView document={{ ...document, sections: [{ ...first, title: 'General' }, ...rest] }} />,
      {
        locale: 'en',
      },
    );
    expect(headings(html)).toContainEqual({ level: 2, text: '1. General' });
  });
});

// --- Research ----------------------------------------------------------------------------------------

describe('research', () => {
  it.each([
    ['ru', '92 страницы'],
    ['en', '92 pages'],
  ] as const)('%s: facts, findings, chapter links and the report form', async (locale, pages) => {
    const page = await readFixture(locale, 'research', { slug: 'research-b2b-ecommerce' });
    const html = renderMarkup(<ResearchView page={page} />, { locale });

    expectOutline(html, page.hero.title);
    const facts = elementWith(html, 'dl', 'class="views-facts"');
    expect(textOf(facts)).toContain(pages);
    expect(textOf(facts)).toContain(textOf(page.facts.period));
    expect(facts).toContain(locale === 'ru' ? '17 марта 2026 г.' : 'March 17, 2026');
    for (const finding of page.findings) expect(textOf(html)).toContain(textOf(finding.label));
    for (const chapter of page.chapters ?? []) {
      expect(linkNamed(html, chapter.title).href).toBe(`${prefix(locale)}/research-b2b-ecommerce/${chapter.slug}/`);
    }
    // Without a call to action in the hero, the page still leads to the report form.
    const withoutHeroCta = renderMarkup(<ResearchView page={{ ...page, hero: { ...page.hero, cta: undefined } }} />, {
      locale,
    });
    expect(linkNamed(withoutHeroCta, locale === 'ru' ? 'Получить полный отчёт' : 'Get the full report').href).toBe(
      `${prefix(locale)}/research-b2b-form/`,
    );
  });

  it('a study without chapters links no chapter pages', async () => {
    const page = await readFixture('ru', 'research', { slug: 'research-b2b' });
    const html = renderMarkup(<ResearchView page={page} />);
    expect(page.chapters).toBeUndefined();
    expect(links(html).filter((link) => /^\/research-b2b-ecommerce\/[^/]+\/$/.test(link.href))).toEqual([]);
    expect(textOf(html)).toContain('64 страницы');
  });

  it.each([
    ['ru', 'Глава 3 из 5', 'Предыдущая глава', 'Следующая глава'],
    ['en', 'Chapter 3 of 5', 'Previous chapter', 'Next chapter'],
  ] as const)(
    '%s: a chapter says where it stands and links its neighbours',
    async (locale, position, previous, next) => {
      const page = await readFixture(locale, 'research', { slug: 'research-b2b-ecommerce' });
      const chapters = page.chapters ?? [];
      const chapter = await readFixture(locale, 'researchChapter', { chapter: 'expectation' });
      const html = renderMarkup(<ResearchChapterView chapter={chapter} chapters={chapters} />, { locale });

      expectOutline(html, chapter.hero.title);
      expect(textOf(html)).toContain(position);
      const pager = links(html).filter((link) => /rel="(prev|next)"/.test(link.attrs));
      expect(pager.map((link) => [link.text.startsWith(previous) || link.text.startsWith(next), link.href])).toEqual([
        [true, `${prefix(locale)}/research-b2b-ecommerce/preconditions/`],
        [true, `${prefix(locale)}/research-b2b-ecommerce/implementation/`],
      ]);
      expect(pager[0]?.text.startsWith(previous)).toBe(true);
      expect(pager[1]?.text.startsWith(next)).toBe(true);
      const current = links(html).filter((link) => link.attrs.includes('aria-current="page"'));
      expect(current.map((link) => link.href)).toEqual([`${prefix(locale)}/research-b2b-ecommerce/expectation/`]);
      for (const item of chapters) {
        expect(linksTo(html, `${prefix(locale)}/research-b2b-ecommerce/${item.slug}/`).length).toBeGreaterThan(0);
      }
    },
  );

  it('the first chapter has no previous one', async () => {
    const page = await readFixture('ru', 'research', { slug: 'research-b2b-ecommerce' });
    const chapter = await readFixture('ru', 'researchChapter', { chapter: 'evolution' });
    const html = renderMarkup(<ResearchChapterView chapter={chapter} chapters={page.chapters ?? []} />);
    expect(html).not.toContain('rel="prev"');
    expect(textOf(html)).toContain('Глава 1 из 5');
    expect(links(html).find((link) => link.attrs.includes('rel="next"'))?.href).toBe(
      '/research-b2b-ecommerce/preconditions/',
    );
  });
});

// --- Search ------------------------------------------------------------------------------------------

describe('search', () => {
  async function searchIndex(locale: Locale): Promise<SearchItem[]> {
    const sections = await Promise.all(
      SEARCH_SECTIONS.map((section) => readFixture(locale, 'searchIndex', { section })),
    );
    return sections.flat();
  }

  it.each([
    ['ru', 'Поиск по сайту'],
    ['en', 'Search the site'],
  ] as const)('%s: a search form that sends q by GET, prefilled with the query', async (locale, title) => {
    const html = renderMarkup(<SearchView query="битрикс" results={[]} />, { locale });

    expectOutline(html, title);
    const form = elementWith(html, 'form', 'role="search"');
    expect(form).toContain('method="get"');
    expect(form).toContain(`action="${prefix(locale)}/search/"`);
    const input = /<input[^>]*>/.exec(form)?.[0] ?? '';
    expect(input).toContain('name="q"');
    expect(input).toContain('value="битрикс"');
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(form).toContain(`<label class="views-search__label" for="${String(id)}">`);
  });

  it.each([
    [1, 'Найдена 1 страница'],
    [3, 'Найдено 3 страницы'],
    [5, 'Найдено 5 страниц'],
    [21, 'Найдена 21 страница'],
  ])('ru: %i results read "%s"', async (n, count) => {
    const results = searchItems(await searchIndex('ru'), 'б').slice(0, n);
    expect(results).toHaveLength(n);
    expect(textOf(renderMarkup(<SearchView query="б" results={results} />))).toContain(count);
  });

  it.each([
    [1, '1 page found'],
    [3, '3 pages found'],
  ])('en: %i results read "%s"', async (n, count) => {
    const results = searchItems(await searchIndex('en'), 'b').slice(0, n);
    expect(textOf(renderMarkup(<SearchView query="b" results={results} />, { locale: 'en' }))).toContain(count);
  });

  it.each([
    ['ru', 'битрикс24'],
    ['en', 'bitrix24'],
  ] as const)('%s: each page found links to its address in the visitor’s language', async (locale, query) => {
    const results = searchItems(await searchIndex(locale), query);
    expect(results.length).toBeGreaterThan(1);
    const html = renderMarkup(<SearchView query={query} results={results} />, { locale });

    expectOutline(html, locale === 'ru' ? 'Поиск по сайту' : 'Search the site');
    for (const item of results)
      expect(linksTo(html, `${prefix(locale)}${item.url}`).map((link) => link.text)).toContain(textOf(item.title));
    expect(textOf(html)).toContain(locale === 'ru' ? 'Блог' : 'Blog');
  });

  it.each([
    ['ru', 'По запросу «квантовый телепорт» ничего не найдено.'],
    ['en', 'Nothing found for “quantum teleport”.'],
  ] as const)('%s: nothing found says so and suggests where to look', async (locale, message) => {
    const query = locale === 'ru' ? 'квантовый телепорт' : 'quantum teleport';
    const results = searchItems(await searchIndex(locale), query);
    expect(results).toEqual([]);
    const html = renderMarkup(<SearchView query={query} results={results} />, { locale });

    expect(textOf(html)).toContain(message);
    const suggested = links(html).map((link) => link.href);
    for (const path of ['/services-list/', '/portfolio-web-studii/', '/blog/'])
      expect(suggested).toContain(`${prefix(locale)}${path}`);
  });

  it('an empty query shows the form only: no count, no "nothing found"', () => {
    const html = renderMarkup(<SearchView query="   " results={[]} />);
    expect(html).toContain('role="search"');
    expect(textOf(html)).not.toContain('Найден');
    expect(textOf(html)).not.toContain('ничего не найдено');
  });
});

// --- Form screens ------------------------------------------------------------------------------------

describe('form screens', () => {
  it.each([
    ['ru', 'feedback', 'Связаться с нами'],
    ['en', 'feedback', 'Get in touch'],
    ['ru', 'research-b2b-form', 'Связаться с нами'],
    ['en', 'research-b2b-form', 'Get in touch'],
  ] as const)('%s %s: the copy, then a "%s" section with the phone and e-mail', async (locale, form, label) => {
    const page = await readFixture(locale, 'formPage', { form });
    const html = renderMarkup(<FormPageView page={page} />, { locale });

    expectOutline(html, page.title);
    expect(textOf(html)).toContain(textOf(page.lead));
    for (const bullet of page.bullets) expect(textOf(html)).toContain(textOf(bullet));
    // The heading is typeset: a space of the label may be a no-break one (\s matches both).
    const headingId = new RegExp(`<h2 id="([^"]+)">${label.replaceAll(' ', '\\s')}</h2>`).exec(html)?.[1];
    const contact = elementWith(html, 'section', `aria-labelledby="${String(headingId)}"`);
    expect(linkNamed(contact, brand.phone.display).href).toBe(`tel:${brand.phone.tel}`);
    expect(linkNamed(contact, brand.salesEmail).href).toBe(`mailto:${brand.salesEmail}`);
    if (page.cover) expect(html).toContain(`src="${page.cover.src}"`);
  });

  it('a research form shows the report cover', async () => {
    const page = await readFixture('en', 'formPage', { form: 'research-b2b-form' });
    expect(page.cover).toBeDefined();
    expect(renderMarkup(<FormPageView page={page} />, { locale: 'en' })).toContain(`src="${String(page.cover?.src)}"`);
  });
});

describe('card lists: the first cover is on the first screen', () => {
  /** The address each card cover asks for, in page order: its own, or the lazy placeholder (data:). */
  const coverSources = (html: string) =>
    [...html.matchAll(/<img class="views-card__cover"[^>]*>/g)].map((tag) => ({
      src: /\ssrc="([^"]*)"/.exec(tag[0])?.[1] ?? '',
      high: tag[0].includes('fetchPriority="high"'),
    }));
  const expectOnlyFirstAtOnce = (html: string, firstCover: string) => {
    const [first, ...rest] = coverSources(html);
    expect(first).toEqual({ src: firstCover, high: true });
    expect(rest.length).toBeGreaterThan(0);
    for (const cover of rest) {
      expect(cover.src).toMatch(/^data:/u);
      expect(cover.high).toBe(false);
    }
  };

  it('the blog index loads the first featured article’s cover at once and the others lazily', async () => {
    const index = await readFixture('ru', 'blogIndex');
    const html = renderMarkup(<BlogIndexView index={index} menu={await readFixture('ru', 'blogMenu')} />);
    const first = index.items.find((card) => card.slug === index.featured[0]);
    expectOnlyFirstAtOnce(html, String(first?.cover.src));
  });

  it('a blog category loads its first article’s cover at once', async () => {
    const categories = await readFixture('en', 'blogCategories');
    const list = await readFixture('en', 'blogList', { category: 'technologies' });
    const category = categories.items.find((item) => item.slug === 'technologies');
    if (!category) throw new Error('no category technologies');
    const html = renderMarkup(
      <BlogCategoryView category={category} list={list} menu={await readFixture('en', 'blogMenu')} />,
      { locale: 'en' },
    );
    expectOnlyFirstAtOnce(html, String(list.items[0]?.cover.src));
  });

  it('the portfolio loads the first featured project’s cover at once, a category its first project’s', async () => {
    const index = await readFixture('ru', 'portfolioIndex');
    const categories = await readFixture('ru', 'portfolioCategories');
    const list = await readFixture('ru', 'portfolioList');
    const html = renderMarkup(<PortfolioIndexView index={index} categories={categories} list={list} />);
    expectOnlyFirstAtOnce(html, String(list.items.find((p) => p.slug === index.featured[0])?.cover.src));

    const category = categories.items.find((item) => item.slug === 'internet-magazin');
    if (!category) throw new Error('no category internet-magazin');
    const projects = list.items.filter((project) => project.categories.includes(category.slug));
    const categoryHtml = renderMarkup(
      <PortfolioCategoryView category={category} categories={categories} projects={projects} />,
    );
    expectOnlyFirstAtOnce(categoryHtml, String(projects[0]?.cover.src));
  });
});
