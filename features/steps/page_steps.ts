import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world.ts';
import { needs } from '../support/stepNeeds.ts';

async function aVisitorOpens(this: SiteWorld, path: string) {
  await this.open(path);
}
When(...needs('served', 'a visitor opens {string}', aVisitorOpens));
When(...needs('served', 'посетитель открывает {string}', aVisitorOpens));
Given(...needs('served', 'a visitor has opened {string}', aVisitorOpens));
Given(...needs('served', 'посетитель открыл {string}', aVisitorOpens));

async function theyOpen(this: SiteWorld, path: string) {
  await this.open(path);
}
When(...needs('served', 'they open {string}', theyOpen));
When(...needs('served', 'затем открывает {string}', theyOpen));

async function theyFollowTheLink(this: SiteWorld, name: string) {
  const link = this.page.getByRole('link', { name, exact: true });
  const { href, target } = await link.evaluate((element) => ({
    href: (element as HTMLAnchorElement).href,
    target: (element as HTMLAnchorElement).target,
  }));
  await link.click();
  await this.page.waitForLoadState('load');
  // A page change in the browser fires no load event: the step ends once the address is the link's.
  if (new URL(href).origin === new URL(this.baseUrl).origin && target !== '_blank') {
    await expect(this.page, `following the link "${name}" leads to ${href}`).toHaveURL(href);
  }
}
When('they follow the link {string}', theyFollowTheLink);
When('посетитель переходит по ссылке {string}', theyFollowTheLink);

function theResponseStatusIs(this: SiteWorld, status: number) {
  assert.equal(this.lastResponse?.status(), status);
}
Then(...needs('served', 'the response status is {int}', theResponseStatusIs));
Then(...needs('served', 'статус ответа {int}', theResponseStatusIs));

async function theAddressIs(this: SiteWorld, pathAndQuery: string) {
  await expect(this.page).toHaveURL(this.url(pathAndQuery));
}
Then(...needs('served', 'the address is {string}', theAddressIs));
Then(...needs('served', 'адрес страницы {string}', theAddressIs));

async function thePageLanguageIs(this: SiteWorld, lang: string) {
  await expect(this.page.locator('html')).toHaveAttribute('lang', lang);
}
Then(...needs('served', 'the page language is {string}', thePageLanguageIs));
Then(...needs('served', 'язык страницы {string}', thePageLanguageIs));

async function theDocumentTitleIs(this: SiteWorld, title: string) {
  await expect(this.page).toHaveTitle(title);
}
Then(...needs('served', 'the document title is {string}', theDocumentTitleIs));
Then(...needs('served', 'заголовок документа {string}', theDocumentTitleIs));

// "Sees a heading" and "sees a text" look in the page's main content (its <main> landmark): a heading
// of the footer or a word of the header is not what a scenario about the page means.
async function theySeeTheHeading(this: SiteWorld, name: string) {
  const heading = this.page.getByRole('main').getByRole('heading', { name, exact: true });
  await expect(heading, `The page's main content shows the heading "${name}"`).toBeVisible();
}
Then(...needs('served', 'they see the heading {string}', theySeeTheHeading));
Then(...needs('served', 'посетитель видит заголовок {string}', theySeeTheHeading));

async function theySeeTheLarge(this: SiteWorld, text: string) {
  const figure = this.page.getByText(text, { exact: true });
  await expect(figure).toBeVisible();
  const fontSize = await figure.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  assert.ok(fontSize >= 64, `"${text}" is ${fontSize}px: the spec asks for a large 404`);
}
Then(...needs('served', 'they see the large {string}', theySeeTheLarge));
Then(...needs('served', 'посетитель видит крупную надпись {string}', theySeeTheLarge));

async function theySeeTheText(this: SiteWorld, text: string) {
  const shown = this.page.getByRole('main').getByText(text).first();
  await expect(shown, `The page's main content shows the text "${text}"`).toBeVisible();
}
Then(...needs('served', 'they see the text {string}', theySeeTheText));
Then(...needs('served', 'посетитель видит текст {string}', theySeeTheText));

async function theySeeTheLinkTo(this: SiteWorld, name: string, href: string) {
  await expect(this.page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
}
Then(...needs('served', 'they see the link {string} to {string}', theySeeTheLinkTo));
Then(...needs('served', 'посетитель видит ссылку {string} на {string}', theySeeTheLinkTo));

async function thePageAsksSearchEnginesNotToIndexIt(this: SiteWorld) {
  await expect(this.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(this.page.locator('link[rel="canonical"]')).toHaveCount(0);
}
Then(...needs('served', 'the page asks search engines not to index it', thePageAsksSearchEnginesNotToIndexIt));
Then(...needs('served', 'страница просит поисковики её не индексировать', thePageAsksSearchEnginesNotToIndexIt));
