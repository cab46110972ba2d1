import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORY_SLUGS } from '../../contracts/blog.ts';
import {
  CONTENT_KEYS,
  contentEndpoints,
  contentFile,
  resolveContentFile,
  type ContentKey,
} from '../../contracts/content.ts';
import { FORM_NAMES, formPages } from '../../contracts/formConstants.ts';
import { PROJECT_CATEGORY_SLUGS } from '../../contracts/portfolio.ts';
import { checkFixtures, classifyFixture, listFixtureFiles } from '../../mocks/fixtureChecks.ts';
import { brokenLinks } from '../../tools/fixtures/fixtureLinks.ts';
import { readFixtureJson } from '../../mocks/nodeFixtureSource.ts';
import { readFixture, readFormDefinition } from '../../mocks/readFixture.ts';
import { messages } from '../../site/i18n/messages.ts';
import { LOCALES } from '../../contracts/locale.ts';

const files = await listFixtureFiles();
const contentFilesOf = (key: ContentKey, locale: string) =>
  files
    .filter((path) => path.startsWith(`${locale}/`))
    .map((path) => path.slice(locale.length + 1))
    .filter((file) => resolveContentFile(file)?.key === key);

/** Enumerated parameters (slugs fixed by the spec) must each have a file; open ones (projects, articles) at least one. */
function expectedFiles(key: ContentKey): string[] | undefined {
  const params = Object.entries(contentEndpoints[key].params) as [string, { options?: readonly string[] }][];
  if (params.length === 0) return [contentFile(key, {} as never)];
  const [[name, schema]] = params as [[string, { options?: readonly string[] }]];
  return schema.options?.map((value) => contentFile(key, { [name]: value } as never));
}

describe('fixtures', () => {
  it('every fixture parses with its contract and has a twin with the same ids and shape in the other locale', async () => {
    const { checked, problems } = await checkFixtures();
    expect(problems).toEqual([]);
    expect(checked).toBe(files.length);
  });

  it('checks only the files under a prefix, and calls a prefix that names no file an error', async () => {
    const services = files.filter((path) => path.startsWith('ru/services/'));
    expect(services.length).toBeGreaterThan(0);
    expect(await checkFixtures('ru/services/')).toEqual({ checked: services.length, problems: [] });
    const { checked, problems } = await checkFixtures('ru/servces/');
    expect(checked).toBe(0);
    expect(problems).toEqual([
      'No fixture file starts with "ru/servces/". A prefix is a path under fixtures/, starting with en/, forms/, ru/, submissions/ (for example ru/services/).',
    ]);
  });

  it('every fixture file belongs to an endpoint', () => {
    expect(files.filter((path) => classifyFixture(path) === undefined)).toEqual([]);
  });

  for (const key of CONTENT_KEYS) {
    it(`${contentEndpoints[key].file}: every page the spec names has content in both locales`, () => {
      const expected = expectedFiles(key);
      for (const locale of LOCALES) {
        const present = contentFilesOf(key, locale);
        if (expected) expect(present.sort(), locale).toEqual([...expected].sort());
        else expect(present.length, `${locale}: at least one ${contentEndpoints[key].file}`).toBeGreaterThan(0);
      }
    });
  }

  it('every form of the specification has a definition whose inputs fill its endpoint’s body', async () => {
    for (const form of FORM_NAMES) {
      const { data } = await readFormDefinition(form);
      expect(data.form.name).toBe(form);
      expect(data.form.endpoint, form).toBe(formPages[form]);
    }
  });

  it('every i18n key a form definition names exists in both locales', async () => {
    for (const form of FORM_NAMES) {
      const { data } = await readFormDefinition(form);
      const keys = [data.form.titleKey, data.form.submitKey, data.form.successKey];
      for (const input of data.form.inputs) {
        keys.push(
          input.labelKey,
          ...(input.hintKey ? [input.hintKey] : []),
          ...(input.options ?? []).map((o) => o.labelKey),
        );
      }
      for (const locale of LOCALES)
        expect(
          keys.filter((key) => !Object.hasOwn(messages[locale], key)),
          `${locale}: ${form}`,
        ).toEqual([]);
    }
  });

  it('every link in the content leads to a page that exists', async () => {
    expect(await brokenLinks()).toEqual([]);
  });
});

describe('the portfolio', () => {
  it('has at least 24 projects, every category has some, and the list and the project files agree', async () => {
    for (const locale of LOCALES) {
      const list = await readFixture(locale, 'portfolioList');
      expect(list.items.length).toBeGreaterThanOrEqual(24);
      for (const category of PROJECT_CATEGORY_SLUGS)
        expect(list.items.filter((p) => p.categories.includes(category)).length, category).toBeGreaterThan(0);
      const projectFiles = contentFilesOf('project', locale).map((file) => resolveContentFile(file)?.params.slug);
      expect(projectFiles.sort()).toEqual(list.items.map((p) => p.slug).sort());
      for (const card of list.items) {
        const project = await readFixture(locale, 'project', { slug: card.slug });
        expect({ ...card }, card.slug).toEqual({
          slug: project.slug,
          name: project.name,
          client: project.client,
          categories: project.categories,
          industry: project.industry,
          year: project.year,
          result: card.result,
          cover: card.cover,
        });
      }
    }
  });

  it('projects cited elsewhere exist (cases, clients, reviews, featured)', async () => {
    const slugs = new Set((await readFixture('ru', 'portfolioList')).items.map((p) => p.slug));
    const cited: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (record.type === 'cases' && Array.isArray(record.items))
          for (const item of record.items as { slug: string }[]) cited.push(item.slug);
        if (typeof record.project === 'string') cited.push(record.project);
        Object.values(record).forEach(walk);
      }
    };
    for (const path of files.filter((p) => p.startsWith('ru/'))) walk(await readFixtureJson(path));
    cited.push(...(await readFixture('ru', 'portfolioIndex')).featured);
    expect(cited.filter((slug) => !slugs.has(slug))).toEqual([]);
    expect(cited.length).toBeGreaterThan(24);
  });

  it('a project cited on another page shows its client, name and result as the portfolio does', async () => {
    for (const locale of LOCALES) {
      const cards = new Map((await readFixture(locale, 'portfolioList')).items.map((card) => [card.slug, card]));
      const mismatches: string[] = [];
      const walk = (value: unknown, path: string) => {
        if (Array.isArray(value)) value.forEach((item) => walk(item, path));
        else if (value && typeof value === 'object') {
          const record = value as {
            type?: string;
            items?: { slug: string; client: string; title: string; result: string }[];
          };
          if (record.type === 'cases')
            for (const item of record.items ?? []) {
              const card = cards.get(item.slug);
              if (card && (item.client !== card.client || item.title !== card.name || item.result !== card.result))
                mismatches.push(`${path}: ${item.slug}`);
            }
          Object.values(value).forEach((item) => walk(item, path));
        }
      };
      for (const path of files.filter((p) => p.startsWith(`${locale}/`))) walk(await readFixtureJson(path), path);
      expect(mismatches, locale).toEqual([]);
    }
  });

  it('has 30 clients and 12 reviews', async () => {
    for (const locale of LOCALES) {
      expect((await readFixture(locale, 'clients')).items.length, locale).toBeGreaterThanOrEqual(30);
      expect((await readFixture(locale, 'reviews')).items.length, locale).toBeGreaterThanOrEqual(12);
    }
  });
});

describe('the blog', () => {
  it('has 30 articles, each in the list of its category with the same card', async () => {
    for (const locale of LOCALES) {
      const slugs = contentFilesOf('article', locale).map((file) => resolveContentFile(file)?.params.slug ?? '');
      expect(slugs.length, locale).toBeGreaterThanOrEqual(30);
      const listed: string[] = [];
      for (const category of BLOG_CATEGORY_SLUGS) {
        const list = await readFixture(locale, 'blogList', { category });
        for (const card of list.items) {
          listed.push(card.slug);
          const {
            slug,
            category: c,
            title,
            summary,
            publishedAt,
            readingMinutes,
            cover,
          } = await readFixture(locale, 'article', { slug: card.slug });
          expect(card).toEqual({ slug, category: c, title, summary, publishedAt, readingMinutes, cover });
        }
        const dates = list.items.map((card) => card.publishedAt);
        expect(dates, `${category}: newest first`).toEqual([...dates].sort().reverse());
      }
      expect(listed.sort()).toEqual(slugs.sort());
    }
  });

  it('related and featured articles exist', async () => {
    const slugs = new Set(contentFilesOf('article', 'ru').map((file) => resolveContentFile(file)?.params.slug));
    const cited = [...(await readFixture('ru', 'blogIndex')).featured];
    for (const slug of slugs) cited.push(...(await readFixture('ru', 'article', { slug: slug ?? '' })).related);
    expect(cited.filter((slug) => !slugs.has(slug))).toEqual([]);
  });
});

describe('the home page', () => {
  it('differs in language between locales but not in shape, and shows 300+ clients', async () => {
    const [ru, en] = await Promise.all([readFixture('ru', 'home'), readFixture('en', 'home')]);
    expect(en.services.items.map((s) => s.href)).toEqual(ru.services.items.map((s) => s.href));
    expect(en.hero.title).not.toBe(ru.hero.title);
    expect(ru.clients).toMatchObject({ value: 300, suffix: '+' });
  });
});
