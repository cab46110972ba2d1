import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { brand } from '../../site/config/brand.ts';
import { localisePath } from '../../site/rules/locale.ts';
import type { SiteWorld } from '../support/world.ts';
import { needs } from '../support/stepNeeds.ts';

/** What a page showed when it was opened: the answer's status, the document's language, its main headings. */
interface PageVersion {
  status: number | undefined;
  lang: string | null;
  headings: string[];
}

const versions = new WeakMap<SiteWorld, Partial<Record<'ru' | 'en', PageVersion>>>();

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

function theVersionAnswers(locale: 'ru' | 'en', language: string) {
  return function (this: SiteWorld, status: number, heading: string) {
    const version = versions.get(this)?.[locale];
    assert.ok(version, `no ${language} version was opened: start with "a visitor opens … in Russian and in English"`);
    const shown = { status: version.status, lang: version.lang, headings: version.headings.map((text) => text.trim()) };
    assert.deepEqual(
      shown,
      { status, lang: locale, headings: [heading] },
      `the ${language} version answered ${shown.status}, in the language "${shown.lang}", with the main headings ${JSON.stringify(shown.headings)}`,
    );
  };
}
const theRussianVersionAnswers = theVersionAnswers('ru', 'Russian');
const theEnglishVersionAnswers = theVersionAnswers('en', 'English');
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

async function theMainHeadingIs(this: SiteWorld, text: string) {
  const headings = this.page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(headings).toHaveCount(1);
  await expect(headings).toHaveText(text);
}
Then(...needs('served', 'the main heading is {string}', theMainHeadingIs));
Then(...needs('served', 'главный заголовок {string}', theMainHeadingIs));

async function aCrawlerReads(this: SiteWorld, path: string) {
  const response = await fetch(this.url(path));
  assert.equal(response.status, 200, `${path} answered ${response.status}`);
  this.crawled = await response.text();
}
When(...needs('http', 'a crawler reads {string}', aCrawlerReads));
When(...needs('http', 'поисковый робот читает {string}', aCrawlerReads));

function itSays(this: SiteWorld, line: string) {
  assert.ok(this.crawled?.split('\n').includes(line), `expected the line "${line}" in:\n${this.crawled}`);
}
Then(...needs('http', 'it says {string}', itSays));
Then(...needs('http', 'в нём написано {string}', itSays));

/** The addresses of a sitemap, as locale origin + path. */
const sitemapLocations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ''));

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
Then(...needs('http', 'every page it lists answers {int}', everyPageItListsAnswers));
Then(...needs('http', 'каждая страница из него отвечает {int}', everyPageItListsAnswers));

async function thePageDescribesItselfForSearchEngines(this: SiteWorld) {
  await expect(this.page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3,}/);
}
Then(...needs('served', 'the page describes itself for search engines', thePageDescribesItselfForSearchEngines));
Then(...needs('served', 'страница описывает себя для поисковиков', thePageDescribesItselfForSearchEngines));

async function itsCanonicalAddressIs(this: SiteWorld, href: string) {
  await expect(this.page.locator('link[rel="canonical"]')).toHaveAttribute('href', href);
}
Then(...needs('served', 'its canonical address is {string}', itsCanonicalAddressIs));
Then(...needs('served', 'её канонический адрес {string}', itsCanonicalAddressIs));

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
