import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world.ts';

/** The notice is a named region (spec section 4 "Cookie notice"); these steps look at it as it is now. */
const cookieNotice = (world: SiteWorld) =>
  world.page.getByRole('region', { name: /^(Уведомление о cookie|Cookie notice)$/ });

Then('the cookie notice shows', async function (this: SiteWorld) {
  await expect(cookieNotice(this)).toBeVisible();
});

Then('the cookie notice does not show', async function (this: SiteWorld) {
  await expect(cookieNotice(this)).toHaveCount(0);
});

When('they press {string} in the cookie notice', async function (this: SiteWorld, name: string) {
  await cookieNotice(this).getByRole('button', { name, exact: true }).click();
});

Then('the cookie notice is expanded, with the link {string}', async function (this: SiteWorld, name: string) {
  await expect(cookieNotice(this).getByRole('button', { expanded: true })).toBeVisible();
  await expect(cookieNotice(this).getByRole('link', { name, exact: true })).toBeVisible();
});

Then('the cookie notice is collapsed, without the link {string}', async function (this: SiteWorld, name: string) {
  await expect(cookieNotice(this).getByRole('button', { expanded: false })).toBeVisible();
  await expect(cookieNotice(this).getByRole('link', { name, exact: true })).toBeHidden();
});
