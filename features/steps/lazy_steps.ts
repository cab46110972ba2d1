import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { LOCAL_ANALYTICS_SRC } from '../../site/config/analytics.ts';
import { settle } from '../support/settle.ts';
import type { SiteWorld } from '../support/world.ts';

const awards = (world: SiteWorld) =>
  world.page.getByRole('contentinfo').getByRole('heading', { name: /^(Рейтинги и награды|Ratings and awards)$/ });

Then("the footer's ratings and awards show", async function (this: SiteWorld) {
  await expect(awards(this)).toBeAttached();
});

Then("the footer's ratings and awards do not show yet", async function (this: SiteWorld) {
  await settle(this.page);
  await expect(awards(this)).toHaveCount(0);
});

Then('the footer lists the award {string}', async function (this: SiteWorld, text: string) {
  await expect(this.page.getByRole('contentinfo').getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
});

When('they click the main heading', async function (this: SiteWorld) {
  await this.page.getByRole('heading', { level: 1 }).click();
});

When('the window becomes {int} px wide', async function (this: SiteWorld, width: number) {
  const size = this.page.viewportSize();
  await this.page.setViewportSize({ width, height: size?.height ?? 800 });
});

const counterRequests = (world: SiteWorld) =>
  world.requested.filter((url) => new URL(url).pathname === LOCAL_ANALYTICS_SRC).length;

Then('the analytics counter has not loaded', async function (this: SiteWorld) {
  await settle(this.page);
  assert.equal(counterRequests(this), 0, 'the analytics counter was requested');
  assert.equal(await this.page.evaluate(() => 'siteAnalytics' in window), false);
});

Then('the analytics counter has loaded once', async function (this: SiteWorld) {
  await expect.poll(() => this.page.evaluate(() => 'siteAnalytics' in window)).toBe(true);
  assert.equal(counterRequests(this), 1, 'the analytics counter was requested more than once');
});
