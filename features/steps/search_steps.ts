import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world.ts';

When('a visitor searches the site for {string}', async function (this: SiteWorld, query: string) {
  await this.open(`/search/?q=${encodeURIComponent(query)}`);
});

Then('they see the status {string}', async function (this: SiteWorld, text: string) {
  await expect(this.page.getByRole('main').getByRole('status')).toHaveText(text);
});

Then('the search field holds {string}', async function (this: SiteWorld, value: string) {
  await expect(this.page.getByRole('main').getByRole('searchbox')).toHaveValue(value);
});

Then('they see no search results and no count', async function (this: SiteWorld) {
  await expect(this.page.getByRole('main').getByRole('status')).toHaveCount(0);
  await expect(this.page.getByRole('main').getByRole('list')).toHaveCount(0);
});

const results = (world: SiteWorld) => world.page.getByRole('main').getByRole('listitem');

Then('the results come from the sections {string}', async function (this: SiteWorld, names: string) {
  // Each result names its section in the paragraph under its title.
  const found = new Set(
    await results(this).evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? '')),
  );
  for (const name of names.split(',').map((item) => item.trim())) {
    assert.ok(found.has(name), `no result from "${name}" (sections found: ${[...found].join(', ')})`);
  }
});

Then('every result links to a page of the site', async function (this: SiteWorld) {
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
});
