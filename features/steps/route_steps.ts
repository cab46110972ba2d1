import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { brand } from '../../site/config/brand.ts';
import { localisePath } from '../../site/rules/locale.ts';
import type { SiteWorld } from '../support/world.ts';
import { needs } from '../support/stepNeeds.ts';

async function theyOpenTheEnglishVersionOf(this: SiteWorld, path: string) {
  await this.open(localisePath(path, 'en'));
}
When(...needs('served', 'they open the English version of {string}', theyOpenTheEnglishVersionOf));
When(...needs('served', 'посетитель открывает английскую версию {string}', theyOpenTheEnglishVersionOf));

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
