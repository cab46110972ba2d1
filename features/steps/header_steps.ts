import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { BREAKPOINTS } from '../../site/config/breakpoints.ts';
import type { SiteWorld } from '../support/world.ts';

const list = (text: string) => text.split(',').map((item) => item.trim());
const mainMenu = (world: SiteWorld) => world.page.getByRole('navigation', { name: /^(Основное меню|Main menu)$/ });
const menuDialog = (world: SiteWorld) => world.page.getByRole('dialog', { name: /^(Меню сайта|Site menu)$/ });

Given('the screen is desktop wide', async function (this: SiteWorld) {
  await this.page.setViewportSize({ width: BREAKPOINTS.desktopMedium, height: 900 });
});

Given('the screen is {int} px wide', async function (this: SiteWorld, width: number) {
  await this.page.setViewportSize({ width, height: 800 });
});

Then('the main menu reads {string}', async function (this: SiteWorld, items: string) {
  const entries = mainMenu(this).locator(':scope > ul > li').locator(':scope > a, :scope > button');
  await expect(entries).toHaveText(list(items));
});

Then('{string} open dropdowns', async function (this: SiteWorld, names: string) {
  const buttons = mainMenu(this).getByRole('button', { expanded: false });
  await expect(buttons).toHaveText(list(names));
});

Then(
  "the header's start-project button reads {string} and leads to {string}",
  async function (this: SiteWorld, caption: string, href: string) {
    const button = this.page.getByRole('banner').getByRole('link', { name: caption, exact: true });
    await expect(button).toHaveAttribute('href', href);
  },
);

Then('the header links to {string} as {string}', async function (this: SiteWorld, href: string, name: string) {
  await expect(this.page.getByRole('banner').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
});

Then('the search toggle is shown', async function (this: SiteWorld) {
  await expect(this.page.getByRole('banner').getByRole('button', { name: 'Поиск', exact: true })).toBeVisible();
});

Then('the search toggle is absent', async function (this: SiteWorld) {
  await expect(this.page.getByRole('button', { name: /^(Поиск|Search)$/ })).toHaveCount(0);
});

When('they search for {string}', async function (this: SiteWorld, text: string) {
  const field = this.page
    .getByRole('banner')
    .getByRole('search')
    .getByRole('searchbox')
    .or(this.page.getByRole('banner').getByRole('search').getByRole('textbox'));
  await field.fill(text);
  await field.press('Enter');
  await this.page.waitForURL(/\/search\/\?q=/);
  await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
});

When('they point at {string}', async function (this: SiteWorld, name: string) {
  await mainMenu(this).getByRole('button', { name, exact: true }).hover();
});

When('they point away from the menu', async function (this: SiteWorld) {
  await this.page.getByRole('main').hover({ position: { x: 5, y: 400 } });
});

Then('the dropdown {string} is open', async function (this: SiteWorld, name: string) {
  await expect(mainMenu(this).getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'true');
});

Then('the dropdown {string} is closed', async function (this: SiteWorld, name: string) {
  await expect(mainMenu(this).getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'false');
});

When(
  'they move the keyboard focus to {string} and press {string}',
  async function (this: SiteWorld, name: string, key: string) {
    const button = mainMenu(this).getByRole('button', { name, exact: true });
    await button.focus();
    await button.press(key);
  },
);

When('they press the key {string}', async function (this: SiteWorld, key: string) {
  await this.page.keyboard.press(key);
});

Then('the keyboard focus is on {string}', async function (this: SiteWorld, name: string) {
  await expect(this.page.getByRole('button', { name, exact: true })).toBeFocused();
});

Then('the menu {string} covers the screen', async function (this: SiteWorld, name: string) {
  const dialog = this.page.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = this.page.viewportSize();
  assert.ok(box && viewport, 'the menu has a box');
  assert.ok(box.height >= viewport.height - 1, `the menu is ${box.height}px high on a ${viewport.height}px screen`);
});

/** Whether the page refuses to scroll for the visitor: its scroller (html or body) hides its overflow. */
const bodyScrollLocked = (world: SiteWorld) =>
  world.page.evaluate(() =>
    [document.documentElement, document.body].some((element) => getComputedStyle(element).overflowY === 'hidden'),
  );

Then('the page behind it does not scroll', async function (this: SiteWorld) {
  assert.equal(await bodyScrollLocked(this), true, 'the page scrolled behind the open menu');
});

Then('the page scrolls again', async function (this: SiteWorld) {
  await expect.poll(() => bodyScrollLocked(this)).toBe(false);
});

Then('the menu offers the phone {string}', async function (this: SiteWorld, phone: string) {
  await expect(menuDialog(this).getByRole('link', { name: new RegExp(phone.replace(/[()+]/g, '\\$&')) })).toBeVisible();
});

When('they press {string} in the menu', async function (this: SiteWorld, name: string) {
  await menuDialog(this).getByRole('button', { name, exact: true }).click();
});

Then('the menu shows the back button {string}', async function (this: SiteWorld, name: string) {
  await expect(menuDialog(this).getByRole('button', { name, exact: true })).toBeVisible();
});

Then('the menu shows the link {string}', async function (this: SiteWorld, name: string) {
  await expect(menuDialog(this).getByRole('link', { name, exact: true })).toBeVisible();
});

Then('the menu shows the button {string}', async function (this: SiteWorld, name: string) {
  await expect(menuDialog(this).getByRole('button', { name, exact: true })).toBeVisible();
});

When('they follow {string} in the menu', async function (this: SiteWorld, name: string) {
  await menuDialog(this).getByRole('link', { name, exact: true }).click();
  await this.page.waitForLoadState('load');
});

Then('the menu is closed', async function (this: SiteWorld) {
  await expect(menuDialog(this)).toHaveCount(0);
});

Then('the dropdown {string} slides in from the {word}', async function (this: SiteWorld, name: string, side: string) {
  const button = mainMenu(this).getByRole('button', { name, exact: true });
  const panel = this.page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel).toHaveAttribute('data-direction', side);
});

Then('the menu shows the logo', async function (this: SiteWorld) {
  await expect(menuDialog(this).getByRole('link', { name: /на главную|home page/ })).toBeVisible();
});

Then('the menu hides the logo', async function (this: SiteWorld) {
  await expect(menuDialog(this).getByRole('link', { name: /на главную|home page/ })).toHaveCount(0);
});

const burger = (world: SiteWorld) =>
  world.page.getByRole('banner').getByRole('button', { name: /^(Открыть меню|Open menu)$/ });

Then('the burger shows', async function (this: SiteWorld) {
  await expect(burger(this)).toBeVisible();
  await expect(mainMenu(this)).toBeHidden();
});

Then('the desktop menu shows', async function (this: SiteWorld) {
  await expect(mainMenu(this)).toBeVisible();
  await expect(burger(this)).toBeHidden();
});
