import { isTag, isText, type AnyNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SEARCH_SECTIONS } from '../../contracts/search.ts';
import { readFixture } from '../../mocks/readFixture.ts';
import { Footer } from '../../site/components/footer/Footer.tsx';
import { Header } from '../../site/components/header/Header.tsx';
import { brand } from '../../site/config/brand.ts';
import { footerData } from '../../site/config/footers.ts';
import { headerMenu, MENU_VARIANTS } from '../../site/config/menus.ts';
import { SITE_VARIANTS, FOOTER_VARIANTS } from '../../site/config/variants.ts';
import type { Translate } from '../../site/i18n/translator.ts';
import { NotFound } from '../../site/pages/_error/NotFound.tsx';
import { ServerError } from '../../site/pages/_error/ServerError.tsx';
import { LOCALES, type Locale } from '../../contracts/locale.ts';
import { searchItems } from '../../site/rules/searchMatching.ts';
import { formatDate } from '../../site/views/format.ts';
import { ClientsView } from '../../site/views/ClientsView.tsx';
import { ContactsView } from '../../site/views/ContactsView.tsx';
import { PortfolioCategoryView } from '../../site/views/PortfolioCategoryView.tsx';
import { ProjectView } from '../../site/views/ProjectView.tsx';
import { SearchView } from '../../site/views/SearchView.tsx';
import { renderMarkup, translatorOf } from '../support/renderMarkup.tsx';

/**
 * A pseudo-locale: every UI string comes wrapped in ⟦…⟧. Any visible text (or accessible name) the markup
 * shows outside the markers must be content — the fixtures, the menus and footers, the brand — so a word
 * written into a component instead of the resources shows up here.
 */
const pseudo =
  (locale: Locale): Translate =>
  (key, values) =>
    `⟦${translatorOf(locale)(key, values)}⟧`;

/** Every string in a value, deeply: the content a render was given (a date also as the locale writes it). */
function stringsIn(value: unknown, locale: Locale, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    into.add(value.replace(/\s+/g, ' ').trim());
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) into.add(formatDate(value, locale).replace(/\s+/g, ' '));
  } else if (Array.isArray(value)) {
    for (const item of value) stringsIn(item, locale, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) stringsIn(item, locale, into);
  }
  return into;
}

const READ_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'];

/** The texts a visitor sees or hears: text nodes outside scripts and styles, and names in attributes. */
function textsOf(nodes: AnyNode[], into: string[] = []): string[] {
  for (const node of nodes) {
    if (isText(node)) into.push(node.data);
    if (!isTag(node) || node.name === 'script' || node.name === 'style') continue;
    for (const name of READ_ATTRIBUTES) if (node.attribs[name]) into.push(node.attribs[name]);
    textsOf(node.children, into);
  }
  return into;
}

/**
 * Pieces of text outside ⟦…⟧ that contain a letter and are not (part of) the content given. A figure in
 * the locale's digits is no word ("7 мин" is a figure and the content's suffix), and "⟦Город⟧: Москва"
 * leaves ": Москва": the punctuation around a piece is not text of its own.
 */
function unmarkedText(html: string, content: Set<string>): string[] {
  const contentText = [...content].join('\n');
  const words = (piece: string) =>
    piece
      .replace(/\p{N}+([.,\s]\p{N}+)*/gu, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return textsOf(parseDocument(html).children)
    .flatMap((text) => text.split(/⟦[^⟧]*⟧/))
    .map((piece) => piece.replace(/\s+/g, ' ').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((piece) => /\p{L}/u.test(piece) && !contentText.includes(piece) && !contentText.includes(words(piece)));
}

const headerFooterContent = (locale: Locale) =>
  stringsIn(
    [
      brand,
      // The language switch shows each locale's code ("EN"), the same in every language.
      LOCALES.map((code) => code.toUpperCase()),
      MENU_VARIANTS.map((variant) => headerMenu(variant, locale)),
      FOOTER_VARIANTS.map((variant) => footerData(variant, locale)),
    ],
    locale,
  );

function expectOnlyMarkedText(node: ReactNode, locale: Locale, content: unknown, path = '/') {
  const html = renderMarkup(node, { locale, path, translate: pseudo(locale) });
  expect(html).toContain('⟦');
  expect(unmarkedText(html, stringsIn(content, locale, headerFooterContent(locale)))).toEqual([]);
}

describe('no visible text is written outside the UI strings (pseudo-locale)', () => {
  it('a text outside the markers is found', () => {
    expect(unmarkedText('<p>⟦Привет⟧ мир <img alt="Логотип"></p>', new Set(['мир']))).toEqual(['Логотип']);
    expect(unmarkedText('<p>⟦Срок⟧: 5 месяцев</p>', new Set([' месяцев']))).toEqual([]);
    expect(unmarkedText('<p>⟦Срок⟧: 5 месяцев</p>', new Set())).toEqual(['5 месяцев']);
  });

  it.each(LOCALES)('%s: the header of every variant', (locale) => {
    for (const variant of SITE_VARIANTS) expectOnlyMarkedText(<Header variant={variant} />, locale, {});
  });

  it.each(LOCALES)('%s: the footer of every variant', (locale) => {
    for (const variant of FOOTER_VARIANTS) expectOnlyMarkedText(<Footer variant={variant} />, locale, {});
  });

  it.each(LOCALES)('%s: the error screens', (locale) => {
    expectOnlyMarkedText(<NotFound />, locale, {});
    expectOnlyMarkedText(<ServerError status={500} />, locale, {});
    expectOnlyMarkedText(<ServerError status={503} details="Unknown middleware x" />, locale, {
      details: 'Unknown middleware x',
    });
  });

  it.each(LOCALES)('%s: the search page, with results and without', async (locale) => {
    const index = (
      await Promise.all(SEARCH_SECTIONS.map((section) => readFixture(locale, 'searchIndex', { section })))
    ).flat();
    const query = locale === 'ru' ? 'битрикс' : 'bitrix';
    const results = searchItems(index, query);
    expect(results.length).toBeGreaterThan(0);
    expectOnlyMarkedText(<SearchView query={query} results={results} />, locale, { query, results }, '/search/');
    expectOnlyMarkedText(<SearchView query="" results={[]} />, locale, {}, '/search/');
  });

  it.each(LOCALES)('%s: company and portfolio views', async (locale) => {
    const clients = await readFixture(locale, 'clients');
    expectOnlyMarkedText(<ClientsView page={clients} />, locale, clients);
    const contacts = await readFixture(locale, 'contacts');
    expectOnlyMarkedText(<ContactsView page={contacts} />, locale, contacts);
    const categories = await readFixture(locale, 'portfolioCategories');
    const projects = (await readFixture(locale, 'portfolioList')).items;
    const category = categories.items[0];
    if (!category) throw new Error('no portfolio category');
    expectOnlyMarkedText(
      <PortfolioCategoryView category={category} categories={categories} projects={projects} />,
      locale,
      { categories, projects },
    );
    const project = await readFixture(locale, 'project', { slug: 'monolit-crm' });
    expectOnlyMarkedText(<ProjectView project={project} categories={categories} />, locale, { project, categories });
  });
});
