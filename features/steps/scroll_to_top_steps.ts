import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { settle } from '../support/settle.ts';
import type { SiteWorld } from '../support/world.ts';

const control = (world: SiteWorld) => world.page.getByRole('button', { name: /^(Наверх|Back to top)$/ });

Then('the scroll-to-top control shows', async function (this: SiteWorld) {
  await expect(control(this)).toBeVisible();
});

Then('the scroll-to-top control does not show', async function (this: SiteWorld) {
  await settle(this.page);
  await expect(control(this)).toHaveCount(0);
});

When('they press the scroll-to-top control', async function (this: SiteWorld) {
  await control(this).click();
});

Then('the page is back at the top', async function (this: SiteWorld) {
  await expect.poll(() => this.page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
});

Then('the keyboard focus is on the main content', async function (this: SiteWorld) {
  await expect(this.page.getByRole('main')).toBeFocused();
});
