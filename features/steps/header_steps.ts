import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { BREAKPOINTS } from '../../site/config/breakpoints.ts';
import type { SiteWorld } from '../support/world.ts';
import { needs } from '../support/stepNeeds.ts';

const list = (text: string) => text.split(',').map((item) => item.trim());
const mainMenu = (world: SiteWorld) => world.page.getByRole('navigation', { name: /^(Основное меню|Main menu)$/ });
const menuDialog = (world: SiteWorld) => world.page.getByRole('dialog', { name: /^(Меню сайта|Site menu)$/ });

async function theScreenIsDesktopWide(this: SiteWorld) {
  await this.page.setViewportSize({ width: BREAKPOINTS.desktopMedium, height: 900 });
}
Given(...needs('served', 'the screen is desktop wide', theScreenIsDesktopWide));
Given(...needs('served', 'экран шириной как у компьютера', theScreenIsDesktopWide));

async function theScreenIsPxWide(this: SiteWorld, width: number) {
  await this.page.setViewportSize({ width, height: 800 });
}
Given(...needs('served', 'the screen is {int} px wide', theScreenIsPxWide));
Given(...needs('served', 'экран шириной {int} px', theScreenIsPxWide));

async function theMainMenuReads(this: SiteWorld, items: string) {
  const entries = mainMenu(this).locator(':scope > ul > li').locator(':scope > a, :scope > button');
  await expect(entries).toHaveText(list(items));
}
Then(...needs('served', 'the main menu reads {string}', theMainMenuReads));
Then(...needs('served', 'главное меню: {string}', theMainMenuReads));

async function openDropdowns(this: SiteWorld, names: string) {
  const buttons = mainMenu(this).getByRole('button', { expanded: false });
  await expect(buttons).toHaveText(list(names));
}
Then('{string} open dropdowns', openDropdowns);
Then('{string} открывают выпадающие меню', openDropdowns);

async function theHeadersStartProjectButtonReadsAndLeadsTo(this: SiteWorld, caption: string, href: string) {
  const button = this.page.getByRole('banner').getByRole('link', { name: caption, exact: true });
  await expect(button).toHaveAttribute('href', href);
}
Then(
  ...needs(
    'served',
    "the header's start-project button reads {string} and leads to {string}",
    theHeadersStartProjectButtonReadsAndLeadsTo,
  ),
);
Then(
  ...needs(
    'served',
    'кнопка шапки называется {string} и ведёт на {string}',
    theHeadersStartProjectButtonReadsAndLeadsTo,
  ),
);

async function theHeaderLinksToAs(this: SiteWorld, href: string, name: string) {
  await expect(this.page.getByRole('banner').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
}
Then(...needs('served', 'the header links to {string} as {string}', theHeaderLinksToAs));
Then(...needs('served', 'шапка ссылается на {string} с названием {string}', theHeaderLinksToAs));

async function theSearchToggleIsShown(this: SiteWorld) {
  await expect(this.page.getByRole('banner').getByRole('button', { name: 'Поиск', exact: true })).toBeVisible();
}
Then('the search toggle is shown', theSearchToggleIsShown);
Then('кнопка поиска показана', theSearchToggleIsShown);

async function theSearchToggleIsAbsent(this: SiteWorld) {
  await expect(this.page.getByRole('button', { name: /^(Поиск|Search)$/ })).toHaveCount(0);
}
Then('the search toggle is absent', theSearchToggleIsAbsent);
Then('кнопки поиска нет', theSearchToggleIsAbsent);

async function theySearchFor(this: SiteWorld, text: string) {
  const field = this.page
    .getByRole('banner')
    .getByRole('search')
    .getByRole('searchbox')
    .or(this.page.getByRole('banner').getByRole('search').getByRole('textbox'));
  await field.fill(text);
  await field.press('Enter');
  await this.page.waitForURL(/\/search\/\?q=/);
  this.expectHydration();
  await this.hydrated();
}
When('they search for {string}', theySearchFor);
When('посетитель ищет {string}', theySearchFor);

async function theyPointAt(this: SiteWorld, name: string) {
  await mainMenu(this).getByRole('button', { name, exact: true }).hover();
}
When('they point at {string}', theyPointAt);
When('посетитель наводит указатель на {string}', theyPointAt);
Given('they have pointed at {string}', theyPointAt);
Given('посетитель навёл указатель на {string}', theyPointAt);

async function theyPointAwayFromTheMenu(this: SiteWorld) {
  await this.page.getByRole('main').hover({ position: { x: 5, y: 400 } });
}
When('they point away from the menu', theyPointAwayFromTheMenu);
When('посетитель уводит указатель с меню', theyPointAwayFromTheMenu);

async function theDropdownIsOpen(this: SiteWorld, name: string) {
  await expect(mainMenu(this).getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'true');
}
Then('the dropdown {string} is open', theDropdownIsOpen);
Then('выпадающее меню {string} открыто', theDropdownIsOpen);

async function theDropdownIsClosed(this: SiteWorld, name: string) {
  await expect(mainMenu(this).getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'false');
}
Then('the dropdown {string} is closed', theDropdownIsClosed);
Then('выпадающее меню {string} закрыто', theDropdownIsClosed);

async function theyMoveTheKeyboardFocusToAndPress(this: SiteWorld, name: string, key: string) {
  const button = mainMenu(this).getByRole('button', { name, exact: true });
  await button.focus();
  await button.press(key);
}
When('they move the keyboard focus to {string} and press {string}', theyMoveTheKeyboardFocusToAndPress);
When('посетитель ставит фокус клавиатуры на {string} и нажимает {string}', theyMoveTheKeyboardFocusToAndPress);
Given('they have moved the keyboard focus to {string} and pressed {string}', theyMoveTheKeyboardFocusToAndPress);
Given('посетитель поставил фокус клавиатуры на {string} и нажал {string}', theyMoveTheKeyboardFocusToAndPress);

async function theyPressTheKey(this: SiteWorld, key: string) {
  await this.page.keyboard.press(key);
}
When('they press the key {string}', theyPressTheKey);
When('посетитель нажимает клавишу {string}', theyPressTheKey);

async function theKeyboardFocusIsOn(this: SiteWorld, name: string) {
  await expect(this.page.getByRole('button', { name, exact: true })).toBeFocused();
}
Then('the keyboard focus is on {string}', theKeyboardFocusIsOn);
Then('фокус клавиатуры на {string}', theKeyboardFocusIsOn);

async function theMenuCoversTheScreen(this: SiteWorld, name: string) {
  const dialog = this.page.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = this.page.viewportSize();
  assert.ok(box && viewport, 'the menu has a box');
  assert.ok(box.height >= viewport.height - 1, `the menu is ${box.height}px high on a ${viewport.height}px screen`);
}
Then('the menu {string} covers the screen', theMenuCoversTheScreen);
Then('меню {string} закрывает весь экран', theMenuCoversTheScreen);

/** Whether the page refuses to scroll for the visitor: its scroller (html or body) hides its overflow. */
const bodyScrollLocked = (world: SiteWorld) =>
  world.page.evaluate(() =>
    [document.documentElement, document.body].some((element) => getComputedStyle(element).overflowY === 'hidden'),
  );

async function thePageBehindItDoesNotScroll(this: SiteWorld) {
  assert.equal(await bodyScrollLocked(this), true, 'the page scrolled behind the open menu');
}
Then('the page behind it does not scroll', thePageBehindItDoesNotScroll);
Then('страница под ним не прокручивается', thePageBehindItDoesNotScroll);

async function thePageScrollsAgain(this: SiteWorld) {
  await expect.poll(() => bodyScrollLocked(this)).toBe(false);
}
Then('the page scrolls again', thePageScrollsAgain);
Then('страница снова прокручивается', thePageScrollsAgain);

async function theMenuOffersThePhone(this: SiteWorld, phone: string) {
  await expect(menuDialog(this).getByRole('link', { name: new RegExp(phone.replace(/[()+]/g, '\\$&')) })).toBeVisible();
}
Then('the menu offers the phone {string}', theMenuOffersThePhone);
Then('в меню есть телефон {string}', theMenuOffersThePhone);

async function theyPressInTheMenu(this: SiteWorld, name: string) {
  await menuDialog(this).getByRole('button', { name, exact: true }).click();
}
When('they press {string} in the menu', theyPressInTheMenu);
When('посетитель нажимает {string} в меню', theyPressInTheMenu);
Given('they have pressed {string} in the menu', theyPressInTheMenu);
Given('посетитель нажал {string} в меню', theyPressInTheMenu);

async function theMenuShowsTheBackButton(this: SiteWorld, name: string) {
  await expect(menuDialog(this).getByRole('button', { name, exact: true })).toBeVisible();
}
Then('the menu shows the back button {string}', theMenuShowsTheBackButton);
Then('меню показывает кнопку возврата {string}', theMenuShowsTheBackButton);

async function theMenuShowsTheLink(this: SiteWorld, name: string) {
  await expect(menuDialog(this).getByRole('link', { name, exact: true })).toBeVisible();
}
Then('the menu shows the link {string}', theMenuShowsTheLink);
Then('меню показывает ссылку {string}', theMenuShowsTheLink);

async function theMenuShowsTheButton(this: SiteWorld, name: string) {
  await expect(menuDialog(this).getByRole('button', { name, exact: true })).toBeVisible();
}
Then('the menu shows the button {string}', theMenuShowsTheButton);
Then('меню показывает кнопку {string}', theMenuShowsTheButton);

async function theyFollowInTheMenu(this: SiteWorld, name: string) {
  await menuDialog(this).getByRole('link', { name, exact: true }).click();
  await this.page.waitForLoadState('load');
}
When('they follow {string} in the menu', theyFollowInTheMenu);
When('посетитель переходит по ссылке {string} в меню', theyFollowInTheMenu);

async function theMenuIsClosed(this: SiteWorld) {
  await expect(menuDialog(this)).toHaveCount(0);
}
Then('the menu is closed', theMenuIsClosed);
Then('меню закрыто', theMenuIsClosed);

async function theDropdownSlidesInFromThe(this: SiteWorld, name: string, side: string) {
  const button = mainMenu(this).getByRole('button', { name, exact: true });
  const panel = this.page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel).toHaveAttribute('data-direction', side);
}
Then('the dropdown {string} slides in from the {word}', theDropdownSlidesInFromThe);
Then('выпадающее меню {string} выезжает с направления {word}', theDropdownSlidesInFromThe);

async function theMenuShowsTheLogo(this: SiteWorld) {
  await expect(menuDialog(this).getByRole('link', { name: /на главную|home page/ })).toBeVisible();
}
Then('the menu shows the logo', theMenuShowsTheLogo);
Then('меню показывает логотип', theMenuShowsTheLogo);

async function theMenuHidesTheLogo(this: SiteWorld) {
  await expect(menuDialog(this).getByRole('link', { name: /на главную|home page/ })).toHaveCount(0);
}
Then('the menu hides the logo', theMenuHidesTheLogo);
Then('меню прячет логотип', theMenuHidesTheLogo);

const burger = (world: SiteWorld) =>
  world.page.getByRole('banner').getByRole('button', { name: /^(Открыть меню|Open menu)$/ });

async function theBurgerShows(this: SiteWorld) {
  await expect(burger(this)).toBeVisible();
  await expect(mainMenu(this)).toBeHidden();
}
Then('the burger shows', theBurgerShows);
Then('показана кнопка-бургер', theBurgerShows);

async function theDesktopMenuShows(this: SiteWorld) {
  await expect(mainMenu(this)).toBeVisible();
  await expect(burger(this)).toBeHidden();
}
Then('the desktop menu shows', theDesktopMenuShows);
Then('показано меню для компьютера', theDesktopMenuShows);
