import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { settle } from '../support/settle.ts';
import type { SiteWorld } from '../support/world.ts';

/** A question of an accordion (FAQ) is a button that expands its answer, a region named after it. */
const question = (world: SiteWorld, name: string) =>
  world.page.getByRole('main').getByRole('button', { name, exact: true });
const answer = (world: SiteWorld, name: string) =>
  world.page.getByRole('main').getByRole('region', { name, exact: true });

When('they press the question {string}', async function (this: SiteWorld, name: string) {
  await question(this, name).click();
});

When(
  'they move the keyboard focus to the question {string} and press {string}',
  async function (this: SiteWorld, name: string, key: string) {
    await question(this, name).focus();
    await question(this, name).press(key);
  },
);

Then('the question {string} is open', async function (this: SiteWorld, name: string) {
  await expect(question(this, name)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(this, name)).toBeVisible();
});

Then('the question {string} is closed', async function (this: SiteWorld, name: string) {
  await settle(this.page);
  await expect(question(this, name)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(this, name)).toBeHidden();
});

Then('no question is open', async function (this: SiteWorld) {
  await settle(this.page);
  await expect(this.page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(0);
});

Then(
  'the answer to {string} links to {string} as {string}',
  async function (this: SiteWorld, name: string, href: string, text: string) {
    await expect(answer(this, name).getByRole('link', { name: text, exact: true })).toHaveAttribute('href', href);
  },
);

Then('the answer to {string} shows no markup as text', async function (this: SiteWorld, name: string) {
  await expect(answer(this, name)).not.toContainText('<');
});
