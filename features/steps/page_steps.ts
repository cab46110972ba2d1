import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world.ts';

When('a visitor opens {string}', async function (this: SiteWorld, path: string) {
  await this.open(path);
});

When('they open {string}', async function (this: SiteWorld, path: string) {
  await this.open(path);
});

When('they follow the link {string}', async function (this: SiteWorld, name: string) {
  await this.page.getByRole('link', { name, exact: true }).click();
  await this.page.waitForLoadState('load');
});

Then('the response status is {int}', function (this: SiteWorld, status: number) {
  assert.equal(this.lastResponse?.status(), status);
});

Then('the address is {string}', async function (this: SiteWorld, pathAndQuery: string) {
  await expect(this.page).toHaveURL(this.url(pathAndQuery));
});

Then('the page language is {string}', async function (this: SiteWorld, lang: string) {
  await expect(this.page.locator('html')).toHaveAttribute('lang', lang);
});

Then('the document title is {string}', async function (this: SiteWorld, title: string) {
  await expect(this.page).toHaveTitle(title);
});

Then('they see the heading {string}', async function (this: SiteWorld, name: string) {
  await expect(this.page.getByRole('heading', { name, exact: true })).toBeVisible();
});

Then('they see the large {string}', async function (this: SiteWorld, text: string) {
  const figure = this.page.getByText(text, { exact: true });
  await expect(figure).toBeVisible();
  const fontSize = await figure.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  assert.ok(fontSize >= 64, `"${text}" is ${fontSize}px: the spec asks for a large 404`);
});

Then('they see the text {string}', async function (this: SiteWorld, text: string) {
  await expect(this.page.getByText(text).first()).toBeVisible();
});

Then('they see the link {string} to {string}', async function (this: SiteWorld, name: string, href: string) {
  await expect(this.page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
});

Then('the page asks search engines not to index it', async function (this: SiteWorld) {
  await expect(this.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(this.page.locator('link[rel="canonical"]')).toHaveCount(0);
});
