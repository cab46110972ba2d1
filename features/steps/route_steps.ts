import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { brand } from '../../site/config/brand.ts';
import { localisePath, splitLocale } from '../../site/rules/localePath.ts';
import { sharePictureTagProblems } from '../../tools/sharePictures/sharePictureTags.ts';
import type { SiteWorld } from '../support/world.ts';
import { needs } from 'spec-harness/cucumber';
import { readable } from '../support/readable.ts';

/** What a page showed when it was opened: the answer's status, the document's language, its main headings. */
interface PageVersion {
  status: number | undefined;
  lang: string | null;
  headings: string[];
}

const versions = new WeakMap<SiteWorld, Partial<Record<'ru' | 'en', PageVersion>>>();

/**
 * Opens this page in Russian and then in English (the same page under `/en/`), noting for each its answer's status,
 * its language and its main headings, for "the Russian version answers …" and "the English version answers …".
 * @topic Pages and addresses
 * @looks each version's answer and its main content's level-1 headings
 * @also opens two pages, the English one last
 * @example a visitor opens "/" in Russian and in English
 * @example посетитель открывает "/" на русском и на английском
 */
async function aVisitorOpensInRussianAndInEnglish(this: SiteWorld, path: string) {
  const seen: Partial<Record<'ru' | 'en', PageVersion>> = {};
  for (const locale of ['ru', 'en'] as const) {
    const response = await this.open(localisePath(path, locale));
    seen[locale] = {
      status: response?.status(),
      lang: await this.page.locator('html').getAttribute('lang'),
      headings: await this.page.getByRole('main').getByRole('heading', { level: 1 }).allTextContents(),
    };
  }
  versions.set(this, seen);
}
When(...needs('served', 'a visitor opens {string} in Russian and in English', aVisitorOpensInRussianAndInEnglish));
When(
  ...needs('served', 'посетитель открывает {string} на русском и на английском', aVisitorOpensInRussianAndInEnglish),
);

function versionAnswered(world: SiteWorld, locale: 'ru' | 'en', language: string, status: number, heading: string) {
  const version = versions.get(world)?.[locale];
  assert.ok(version, `no ${language} version was opened: start with "a visitor opens … in Russian and in English"`);
  const shown = {
    status: version.status,
    lang: version.lang,
    headings: version.headings.map((text) => readable(text).trim()),
  };
  assert.deepEqual(
    shown,
    { status, lang: locale, headings: [heading] },
    `the ${language} version answered ${shown.status}, in the language "${shown.lang}", with the main headings ${JSON.stringify(shown.headings)}`,
  );
}

/**
 * Checks what the Russian version of the page opened by "a visitor opens … in Russian and in English" showed: this
 * status, the language "ru", and exactly one main heading, reading exactly this.
 * @topic Pages and addresses
 * @looks what "a visitor opens … in Russian and in English" noted
 * @example the Russian version answers 200, in Russian, with the main heading "Форум «Оптовая торговля онлайн — 2026»: что B2B-порталы дают через год"
 * @example русская версия отвечает 200, по-русски, с главным заголовком "Форум «Оптовая торговля онлайн — 2026»: что B2B-порталы дают через год"
 */
function theRussianVersionAnswers(this: SiteWorld, status: number, heading: string) {
  versionAnswered(this, 'ru', 'Russian', status, heading);
}

/**
 * Checks what the English version of the page opened by "a visitor opens … in Russian and in English" showed: this
 * status, the language "en", and exactly one main heading, reading exactly this.
 * @topic Pages and addresses
 * @looks what "a visitor opens … in Russian and in English" noted
 * @example the English version answers 200, in English, with the main heading "Wholesale Online Forum 2026: what B2B portals deliver a year after launch"
 * @example английская версия отвечает 200, по-английски, с главным заголовком "Wholesale Online Forum 2026: what B2B portals deliver a year after launch"
 */
function theEnglishVersionAnswers(this: SiteWorld, status: number, heading: string) {
  versionAnswered(this, 'en', 'English', status, heading);
}
Then(
  ...needs(
    'served',
    'the Russian version answers {int}, in Russian, with the main heading {string}',
    theRussianVersionAnswers,
  ),
);
Then(
  ...needs(
    'served',
    'русская версия отвечает {int}, по-русски, с главным заголовком {string}',
    theRussianVersionAnswers,
  ),
);
Then(
  ...needs(
    'served',
    'the English version answers {int}, in English, with the main heading {string}',
    theEnglishVersionAnswers,
  ),
);
Then(
  ...needs(
    'served',
    'английская версия отвечает {int}, по-английски, с главным заголовком {string}',
    theEnglishVersionAnswers,
  ),
);

/**
 * Checks that the page's main content has exactly one level-1 heading, and that it reads exactly this.
 * @topic Pages and addresses
 * @looks the page's main content (the `<main>` landmark)
 * @example the main heading is "Контакты"
 * @example главный заголовок "Контакты"
 */
async function theMainHeadingIs(this: SiteWorld, text: string) {
  const headings = this.page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(headings).toHaveCount(1);
  await expect(headings).toHaveText(text);
}
Then(...needs('served', 'the main heading is {string}', theMainHeadingIs));
Then(...needs('served', 'главный заголовок {string}', theMainHeadingIs));

/**
 * Requests this file from the site as a search engine's robot does (`/robots.txt`, `/sitemap.xml`), checks that it
 * answers 200, and keeps its text for the steps that follow.
 * @topic Search engines and crawlers
 * @looks the site's answer over HTTP (no browser)
 * @example a crawler reads "/sitemap.xml"
 * @example поисковый робот читает "/sitemap.xml"
 */
async function aCrawlerReads(this: SiteWorld, path: string) {
  const response = await fetch(this.url(path));
  assert.equal(response.status, 200, `${path} answered ${response.status}`);
  this.crawled = await response.text();
}
When(...needs('http', 'a crawler reads {string}', aCrawlerReads));
When(...needs('http', 'поисковый робот читает {string}', aCrawlerReads));

/**
 * Checks that the file read last by "a crawler reads …" has a line reading exactly this.
 * @topic Search engines and crawlers
 * @looks the text of the file read last
 * @example it says "Sitemap: https://severny-kod.example/sitemap.xml"
 * @example в нём написано "Sitemap: https://severny-kod.example/sitemap.xml"
 */
function itSays(this: SiteWorld, line: string) {
  assert.ok(this.crawled?.split('\n').includes(line), `expected the line "${line}" in:\n${this.crawled}`);
}
Then(...needs('http', 'it says {string}', itSays));
Then(...needs('http', 'в нём написано {string}', itSays));

/** The addresses of a sitemap, as locale origin + path. */
const sitemapLocations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ''));

/**
 * Checks the sitemap read last: every address is on the Russian or the English domain, more than 100 Russian pages are
 * listed, English pages are under `/en/` and Russian ones are not.
 * @topic Search engines and crawlers
 * @looks the sitemap read last by "a crawler reads …"
 * @example it lists the pages of both languages, each on its language's own domain
 * @example в нём страницы обоих языков, каждая на домене своего языка
 */
function itListsThePagesOfBothLanguagesEachOnItsLanguagesOwnDomain(this: SiteWorld) {
  const locations = sitemapLocations(this.crawled ?? '');
  const ru = locations.filter((url) => url.origin === brand.origins.ru);
  const en = locations.filter((url) => url.origin === brand.origins.en);
  assert.equal(ru.length + en.length, locations.length, 'every address is on one of the two locale domains');
  assert.ok(ru.length > 100, `only ${ru.length} Russian pages listed`);
  assert.ok(
    en.every((url) => url.pathname.startsWith('/en/')),
    'English pages live under /en/',
  );
  assert.ok(
    ru.every((url) => !url.pathname.startsWith('/en/')),
    'Russian pages are unprefixed',
  );
}
Then(
  ...needs(
    'http',
    "it lists the pages of both languages, each on its language's own domain",
    itListsThePagesOfBothLanguagesEachOnItsLanguagesOwnDomain,
  ),
);
Then(
  ...needs(
    'http',
    'в нём страницы обоих языков, каждая на домене своего языка',
    itListsThePagesOfBothLanguagesEachOnItsLanguagesOwnDomain,
  ),
);

/**
 * Requests every page the sitemap read last lists (six at a time) and checks that each answers with this status,
 * listing those that do not.
 * @topic Search engines and crawlers
 * @looks the server's answer for every address of the sitemap, over HTTP
 * @example every page it lists answers 200
 * @example каждая страница из него отвечает 200
 */
async function everyPageItListsAnswers(this: SiteWorld, status: number) {
  const paths = sitemapLocations(this.crawled ?? '').map((url) => url.pathname);
  const failures: string[] = [];
  // A few at a time: the server renders each page, and the run must stay quick on two cores.
  for (let start = 0; start < paths.length; start += 6) {
    await Promise.all(
      paths.slice(start, start + 6).map(async (path) => {
        const response = await this.rawRequest(path);
        if (response.status !== status) failures.push(`${path} answered ${response.status}`);
      }),
    );
  }
  assert.deepEqual(failures, [], `${failures.length} of ${paths.length} pages failed`);
}
// A crawl, not one page's step: every address of the sitemap (328 now) is rendered, and with the other
// worker busy on two cores that can take longer than the default 30 s a step gets.
const CRAWL_TIMEOUT = { timeout: 120_000 };
for (const pattern of ['every page it lists answers {int}', 'каждая страница из него отвечает {int}']) {
  const [marked, code] = needs('http', pattern, everyPageItListsAnswers);
  Then(marked, CRAWL_TIMEOUT, code);
}

/**
 * Checks that the page has a description for search engines (a meta description of at least three characters in a
 * row).
 * @topic Search engines and crawlers
 * @looks the page's head, as the server sent it
 * @example the page describes itself for search engines
 * @example страница описывает себя для поисковиков
 */
async function thePageDescribesItselfForSearchEngines(this: SiteWorld) {
  await expect(this.page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3,}/);
}
Then(...needs('served', 'the page describes itself for search engines', thePageDescribesItselfForSearchEngines));
Then(...needs('served', 'страница описывает себя для поисковиков', thePageDescribesItselfForSearchEngines));

/**
 * Checks that the page names exactly this address as its canonical one.
 * @topic Search engines and crawlers
 * @looks the page's head: its canonical link
 * @example its canonical address is "https://severny-kod-en.example/en/services/web/"
 * @example её канонический адрес "https://severny-kod-en.example/en/services/web/"
 */
async function itsCanonicalAddressIs(this: SiteWorld, href: string) {
  await expect(this.page.locator('link[rel="canonical"]')).toHaveAttribute('href', href);
}
Then(...needs('served', 'its canonical address is {string}', itsCanonicalAddressIs));
Then(...needs('served', 'её канонический адрес {string}', itsCanonicalAddressIs));

/**
 * Checks that the page names its Russian version at exactly this address, its English version at exactly that one, and
 * the Russian one as the default.
 * @topic Search engines and crawlers
 * @looks the page's head: its alternate links (hreflang ru, en and x-default)
 * @example it names its versions: ru at "https://severny-kod.example/services/web/", en at "https://severny-kod-en.example/en/services/web/"
 * @example она называет свои версии: ru по адресу "https://severny-kod.example/services/web/", en по адресу "https://severny-kod-en.example/en/services/web/"
 */
async function itNamesItsVersionsRuAtEnAt(this: SiteWorld, ru: string, en: string) {
  await expect(this.page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', ru);
  await expect(this.page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', en);
  await expect(this.page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', ru);
}
Then(...needs('served', 'it names its versions: ru at {string}, en at {string}', itNamesItsVersionsRuAtEnAt));
Then(
  ...needs(
    'served',
    'она называет свои версии: ru по адресу {string}, en по адресу {string}',
    itNamesItsVersionsRuAtEnAt,
  ),
);

/**
 * Checks that the page has an Open Graph preview (for links shared in social networks and messengers): its title is
 * the document's title, its address the canonical one, and it has a description.
 * @topic Search engines and crawlers
 * @looks the page's head: its og:title, og:url and og:description
 * @example it has an Open Graph preview with the same title
 * @example у неё есть превью Open Graph с тем же заголовком
 */
async function itHasAnOpenGraphPreviewWithTheSameTitle(this: SiteWorld) {
  await expect(this.page.locator('meta[property="og:title"]')).toHaveAttribute('content', await this.page.title());
  await expect(this.page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    (await this.page.locator('link[rel="canonical"]').getAttribute('href')) ?? '',
  );
  await expect(this.page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S{3,}/);
}
Then(...needs('served', 'it has an Open Graph preview with the same title', itHasAnOpenGraphPreviewWithTheSameTitle));
Then(...needs('served', 'у неё есть превью Open Graph с тем же заголовком', itHasAnOpenGraphPreviewWithTheSameTitle));

/**
 * Checks the page's share picture, what a messenger or a social network shows beside a link to it (decision 025):
 * og:image and twitter:image name the same PNG on the domain of the page's language, with its size, type and alt
 * text, for a large card; and that file, fetched from this server, is a PNG of exactly 1200 × 630.
 * @topic Search engines and crawlers
 * @looks the page's head (og:image and its size, type and alt, twitter:card, twitter:image) and the picture's file
 * @example its share picture is a PNG of 1200 × 630 on its language's domain
 * @example её картинка для ссылок — PNG 1200 × 630 на домене её языка
 */
async function itsSharePictureIsAPngOnItsLanguagesDomain(this: SiteWorld) {
  const { locale } = splitLocale(new URL(this.page.url()).pathname);
  const image = (await this.page.locator('meta[property="og:image"]').first().getAttribute('content')) ?? '';
  const path = URL.canParse(image) ? new URL(image).pathname : '';
  const response = path ? await fetch(this.url(path)) : undefined;
  assert.equal(response?.headers.get('content-type'), 'image/png', `${image} is served as a PNG`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const problems = sharePictureTagProblems(await this.page.content(), brand.origins[locale], (asked) =>
    asked === path ? bytes : undefined,
  );
  assert.deepEqual(problems, [], `the share picture of ${this.page.url()}`);
}
Then(
  ...needs(
    'served',
    "its share picture is a PNG of 1200 × 630 on its language's domain",
    itsSharePictureIsAPngOnItsLanguagesDomain,
  ),
);
Then(
  ...needs(
    'served',
    'её картинка для ссылок — PNG 1200 × 630 на домене её языка',
    itsSharePictureIsAPngOnItsLanguagesDomain,
  ),
);
