import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { settle } from '../support/settle.ts';
import type { SiteWorld } from '../support/world.ts';

/**
 * Opens the search page for this text (`/search/?q=…`, the text encoded in the address), as a link or a bookmark to a
 * search would. Compare "they search for …", which types into the header's field.
 * @topic Search
 * @looks the search page
 * @also opens the page
 * @example a visitor searches the site for "аутстафф"
 * @example посетитель ищет на сайте "аутстафф"
 */
async function aVisitorSearchesTheSiteFor(this: SiteWorld, query: string) {
  await this.open(`/search/?q=${encodeURIComponent(query)}`);
}
When('a visitor searches the site for {string}', aVisitorSearchesTheSiteFor);
When('посетитель ищет на сайте {string}', aVisitorSearchesTheSiteFor);

/**
 * Checks that the status of the page's main content (the search page's count of results) reads exactly this.
 * @topic Search
 * @looks the page's main content: its status message
 * @example they see the status "Найдена 21 страница"
 * @example посетитель видит статус "Найдена 21 страница"
 */
async function theySeeTheStatus(this: SiteWorld, text: string) {
  await expect(this.page.getByRole('main').getByRole('status')).toHaveText(text);
}
Then('they see the status {string}', theySeeTheStatus);
Then('посетитель видит статус {string}', theySeeTheStatus);

/**
 * Checks that the search page's field holds exactly this text.
 * @topic Search
 * @looks the page's main content: its search field
 * @example the search field holds "внедрение битрикс24"
 * @example в поле поиска "внедрение битрикс24"
 */
async function theSearchFieldHolds(this: SiteWorld, value: string) {
  await expect(this.page.getByRole('main').getByRole('searchbox')).toHaveValue(value);
}
Then('the search field holds {string}', theSearchFieldHolds);
Then('в поле поиска {string}', theSearchFieldHolds);

/**
 * Checks that the search page says nothing in its status and lists nothing.
 * @topic Search
 * @looks the page's main content: its status and lists
 * @also lets the page finish what it was doing first
 * @example they see no search results and no count
 * @example посетитель не видит ни результатов поиска, ни их числа
 */
async function theySeeNoSearchResultsAndNoCount(this: SiteWorld) {
  // The status stays in the page, empty, so that screen readers hear the counts the live search brings.
  await settle(this.page);
  await expect(this.page.getByRole('main').getByRole('status')).toHaveText('');
  await expect(this.page.getByRole('main').getByRole('list')).toHaveCount(0);
}
Then('they see no search results and no count', theySeeNoSearchResultsAndNoCount);
Then('посетитель не видит ни результатов поиска, ни их числа', theySeeNoSearchResultsAndNoCount);

const results = (world: SiteWorld) => world.page.getByRole('main').getByRole('listitem');

/**
 * Checks that among the search page's results there is at least one from each of these sections (comma-separated);
 * results from other sections may be there too.
 * @topic Search
 * @looks the page's main content: the section each result names under its title
 * @example the results come from the sections "Услуги, Решения, Портфолио, Блог"
 * @example результаты найдены в разделах "Услуги, Решения, Портфолио, Блог"
 */
async function theResultsComeFromTheSections(this: SiteWorld, names: string) {
  // Each result names its section in the paragraph under its title.
  const found = new Set(
    await results(this).evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? '')),
  );
  for (const name of names.split(',').map((item) => item.trim())) {
    assert.ok(found.has(name), `no result from "${name}" (sections found: ${[...found].join(', ')})`);
  }
}
Then('the results come from the sections {string}', theResultsComeFromTheSections);
Then('результаты найдены в разделах {string}', theResultsComeFromTheSections);

/**
 * Checks that the search page lists results and that every page they link to answers 200.
 * @topic Search
 * @looks the page's main content: the results' links, then each address over HTTP
 * @example every result links to a page of the site
 * @example каждый результат ведёт на страницу сайта
 */
async function everyResultLinksToAPageOfTheSite(this: SiteWorld) {
  const hrefs = await results(this)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  assert.ok(hrefs.length > 0, 'no results');
  const failures: string[] = [];
  for (const href of new Set(hrefs)) {
    const response = await this.rawRequest(href);
    if (response.status !== 200) failures.push(`${href} answered ${response.status}`);
  }
  assert.deepEqual(failures, []);
}
Then('every result links to a page of the site', everyResultLinksToAPageOfTheSite);
Then('каждый результат ведёт на страницу сайта', everyResultLinksToAPageOfTheSite);
