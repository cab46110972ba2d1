import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world.ts';

/** The cookie notice waits 5000 ms on the page's clock (spec section 4); the scenario runs the clock past it. */
const COOKIE_NOTICE_WAIT_MS = 5000;

Then('the logo leads to {string}', async function (this: SiteWorld, href: string) {
  const logo = this.page.getByRole('banner').getByRole('link', { name: /на главную|home page/ });
  await expect(logo).toHaveAttribute('href', href);
});

Then('the footer is shown', async function (this: SiteWorld) {
  await expect(this.page.getByRole('contentinfo')).toBeVisible();
});

Then('the footer is absent', async function (this: SiteWorld) {
  await expect(this.page.getByRole('contentinfo')).toHaveCount(0);
});

const scrollToTop = (world: SiteWorld) => world.page.getByRole('button', { name: /^(Наверх|Back to top)$/ });

Then('the scroll-to-top control is shown', async function (this: SiteWorld) {
  await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(scrollToTop(this)).toBeVisible();
});

Then('the scroll-to-top control is absent', async function (this: SiteWorld) {
  await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(scrollToTop(this)).toHaveCount(0);
});

const cookieNotice = (world: SiteWorld) =>
  world.page.getByRole('region', { name: /^(Уведомление о cookie|Cookie notice)$/ });

Then('the cookie notice is shown', async function (this: SiteWorld) {
  await this.page.evaluate(() => window.scrollTo(0, 0));
  await this.page.clock.runFor(COOKIE_NOTICE_WAIT_MS);
  await expect(cookieNotice(this)).toBeVisible();
});

Then('the cookie notice is absent', async function (this: SiteWorld) {
  await this.page.clock.runFor(COOKIE_NOTICE_WAIT_MS);
  await expect(cookieNotice(this)).toHaveCount(0);
});

When('they press {string}', async function (this: SiteWorld, name: string) {
  await this.page.getByRole('button', { name, exact: true }).click();
  await this.page.waitForLoadState('load');
});
