import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world.ts';

async function aVisitorOpens(this: SiteWorld, path: string) {
  await this.open(path);
}
When('a visitor opens {string}', aVisitorOpens);
When('посетитель открывает {string}', aVisitorOpens);

async function theyOpen(this: SiteWorld, path: string) {
  await this.open(path);
}
When('they open {string}', theyOpen);
When('затем открывает {string}', theyOpen);

async function theyFollowTheLink(this: SiteWorld, name: string) {
  await this.page.getByRole('link', { name, exact: true }).click();
  await this.page.waitForLoadState('load');
}
When('they follow the link {string}', theyFollowTheLink);
When('посетитель переходит по ссылке {string}', theyFollowTheLink);

function theResponseStatusIs(this: SiteWorld, status: number) {
  assert.equal(this.lastResponse?.status(), status);
}
Then('the response status is {int}', theResponseStatusIs);
Then('статус ответа {int}', theResponseStatusIs);

async function theAddressIs(this: SiteWorld, pathAndQuery: string) {
  await expect(this.page).toHaveURL(this.url(pathAndQuery));
}
Then('the address is {string}', theAddressIs);
Then('адрес страницы {string}', theAddressIs);

async function thePageLanguageIs(this: SiteWorld, lang: string) {
  await expect(this.page.locator('html')).toHaveAttribute('lang', lang);
}
Then('the page language is {string}', thePageLanguageIs);
Then('язык страницы {string}', thePageLanguageIs);

async function theDocumentTitleIs(this: SiteWorld, title: string) {
  await expect(this.page).toHaveTitle(title);
}
Then('the document title is {string}', theDocumentTitleIs);
Then('заголовок документа {string}', theDocumentTitleIs);

async function theySeeTheHeading(this: SiteWorld, name: string) {
  await expect(this.page.getByRole('heading', { name, exact: true })).toBeVisible();
}
Then('they see the heading {string}', theySeeTheHeading);
Then('посетитель видит заголовок {string}', theySeeTheHeading);

async function theySeeTheLarge(this: SiteWorld, text: string) {
  const figure = this.page.getByText(text, { exact: true });
  await expect(figure).toBeVisible();
  const fontSize = await figure.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  assert.ok(fontSize >= 64, `"${text}" is ${fontSize}px: the spec asks for a large 404`);
}
Then('they see the large {string}', theySeeTheLarge);
Then('посетитель видит крупную надпись {string}', theySeeTheLarge);

async function theySeeTheText(this: SiteWorld, text: string) {
  await expect(this.page.getByText(text).first()).toBeVisible();
}
Then('they see the text {string}', theySeeTheText);
Then('посетитель видит текст {string}', theySeeTheText);

async function theySeeTheLinkTo(this: SiteWorld, name: string, href: string) {
  await expect(this.page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
}
Then('they see the link {string} to {string}', theySeeTheLinkTo);
Then('посетитель видит ссылку {string} на {string}', theySeeTheLinkTo);

async function thePageAsksSearchEnginesNotToIndexIt(this: SiteWorld) {
  await expect(this.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(this.page.locator('link[rel="canonical"]')).toHaveCount(0);
}
Then('the page asks search engines not to index it', thePageAsksSearchEnginesNotToIndexIt);
Then('страница просит поисковики её не индексировать', thePageAsksSearchEnginesNotToIndexIt);
