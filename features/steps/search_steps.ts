import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { settle } from '../support/settle.ts';
import type { SiteWorld } from '../support/world.ts';

async function aVisitorSearchesTheSiteFor(this: SiteWorld, query: string) {
  await this.open(`/search/?q=${encodeURIComponent(query)}`);
}
When('a visitor searches the site for {string}', aVisitorSearchesTheSiteFor);
When('посетитель ищет на сайте {string}', aVisitorSearchesTheSiteFor);

async function theySeeTheStatus(this: SiteWorld, text: string) {
  await expect(this.page.getByRole('main').getByRole('status')).toHaveText(text);
}
Then('they see the status {string}', theySeeTheStatus);
Then('посетитель видит статус {string}', theySeeTheStatus);

async function theSearchFieldHolds(this: SiteWorld, value: string) {
  await expect(this.page.getByRole('main').getByRole('searchbox')).toHaveValue(value);
}
Then('the search field holds {string}', theSearchFieldHolds);
Then('в поле поиска {string}', theSearchFieldHolds);

async function theySeeNoSearchResultsAndNoCount(this: SiteWorld) {
  // The status stays in the page, empty, so that screen readers hear the counts the live search brings.
  await settle(this.page);
  await expect(this.page.getByRole('main').getByRole('status')).toHaveText('');
  await expect(this.page.getByRole('main').getByRole('list')).toHaveCount(0);
}
Then('they see no search results and no count', theySeeNoSearchResultsAndNoCount);
Then('посетитель не видит ни результатов поиска, ни их числа', theySeeNoSearchResultsAndNoCount);

const results = (world: SiteWorld) => world.page.getByRole('main').getByRole('listitem');

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
