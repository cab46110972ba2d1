import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { BREAKPOINTS } from '../../site/config/breakpoints.ts';
import type { SiteWorld } from '../support/world.ts';
import { needs } from 'spec-harness/cucumber';
import { escapeRegExp } from '../../contracts/pathTemplate.ts';

const list = (text: string) => text.split(',').map((item) => item.trim());
const mainMenu = (world: SiteWorld) => world.page.getByRole('navigation', { name: /^(Основное меню|Main menu)$/ });
const menuDialog = (world: SiteWorld) => world.page.getByRole('dialog', { name: /^(Меню сайта|Site menu)$/ });

/**
 * Sets the visitor's screen to a desktop's width (the spec's medium desktop breakpoint, 900 px high). Said before the
 * page opens, it is the width the page opens at.
 * @topic Screen, connection and preferences
 * @looks the browser window
 * @example the screen is desktop wide
 * @example экран шириной как у компьютера
 */
async function theScreenIsDesktopWide(this: SiteWorld) {
  await this.page.setViewportSize({ width: BREAKPOINTS.desktopMedium, height: 900 });
}
Given(...needs('served', 'the screen is desktop wide', theScreenIsDesktopWide));
Given(...needs('served', 'экран шириной как у компьютера', theScreenIsDesktopWide));

/**
 * Sets the visitor's screen to this width (800 px high). Said before the page opens, it is the width the page opens
 * at; the same as "the screen becomes … px wide", which reads better once a page is open.
 * @topic Screen, connection and preferences
 * @looks the browser window
 * @example the screen is 375 px wide
 * @example экран шириной 375 px
 */
async function theScreenIsPxWide(this: SiteWorld, width: number) {
  await this.page.setViewportSize({ width, height: 800 });
}
Given(...needs('served', 'the screen is {int} px wide', theScreenIsPxWide));
Given(...needs('served', 'экран шириной {int} px', theScreenIsPxWide));

/**
 * Checks the entries of the header's main menu, in order: exactly these texts, comma-separated, links and dropdown
 * buttons alike.
 * @topic Header and menus
 * @looks the header's main menu (navigation "Основное меню" / "Main menu"): its top-level entries
 * @example the main menu reads "Услуги, Решения, Проекты, Блог, Компания, Контакты"
 * @example главное меню: "Услуги, Решения, Проекты, Блог, Компания, Контакты"
 */
async function theMainMenuReads(this: SiteWorld, items: string) {
  const entries = mainMenu(this).locator(':scope > ul > li').locator(':scope > a, :scope > button');
  await expect(entries).toHaveText(list(items));
}
Then(...needs('served', 'the main menu reads {string}', theMainMenuReads));
Then(...needs('served', 'главное меню: {string}', theMainMenuReads));

/**
 * Checks which entries of the main menu open dropdowns: exactly these, comma-separated, in order (the menu's closed
 * dropdown buttons).
 * @topic Header and menus
 * @looks the header's main menu: its collapsed buttons
 * @example "Услуги, Решения" open dropdowns
 * @example "Услуги, Решения" открывают выпадающие меню
 */
async function openDropdowns(this: SiteWorld, names: string) {
  const buttons = mainMenu(this).getByRole('button', { expanded: false });
  await expect(buttons).toHaveText(list(names));
}
Then('{string} open dropdowns', openDropdowns);
Then('{string} открывают выпадающие меню', openDropdowns);

/**
 * Checks that the header has a link reading exactly this caption (its call to action, "Обсудить проект") that leads
 * exactly to this address.
 * @topic Header and menus
 * @looks the header
 * @example the header's start-project button reads "Начать проект" and leads to "/feedback/"
 * @example кнопка шапки называется "Начать проект" и ведёт на "/feedback/"
 */
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

/**
 * Checks that the header has a link with exactly this name leading exactly to this address (the phone, the e-mail, the
 * language switch).
 * @topic Header and menus
 * @looks the header
 * @example the header links to "tel:+74950000000" as "Позвонить по номеру +7 (495) 000-00-00"
 * @example шапка ссылается на "tel:+74950000000" с названием "Позвонить по номеру +7 (495) 000-00-00"
 */
async function theHeaderLinksToAs(this: SiteWorld, href: string, name: string) {
  await expect(this.page.getByRole('banner').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
}
Then(...needs('served', 'the header links to {string} as {string}', theHeaderLinksToAs));
Then(...needs('served', 'шапка ссылается на {string} с названием {string}', theHeaderLinksToAs));

/**
 * Checks that the header shows its search button ("Поиск").
 * @topic Header and menus
 * @looks the header
 * @example the search toggle is shown
 * @example кнопка поиска показана
 */
async function theSearchToggleIsShown(this: SiteWorld) {
  await expect(this.page.getByRole('banner').getByRole('button', { name: 'Поиск', exact: true })).toBeVisible();
}
Then('the search toggle is shown', theSearchToggleIsShown);
Then('кнопка поиска показана', theSearchToggleIsShown);

/**
 * Checks that there is no search button ("Поиск" / "Search") anywhere on the page.
 * @topic Header and menus
 * @looks the whole page
 * @example the search toggle is absent
 * @example кнопки поиска нет
 */
async function theSearchToggleIsAbsent(this: SiteWorld) {
  await expect(this.page.getByRole('button', { name: /^(Поиск|Search)$/ })).toHaveCount(0);
}
Then('the search toggle is absent', theSearchToggleIsAbsent);
Then('кнопки поиска нет', theSearchToggleIsAbsent);

/**
 * Types this text into the header's search field and presses Enter, then waits for the search page (`/search/?q=…`) to
 * open and be ready.
 * @topic Search
 * @looks the header's search field
 * @also waits for the search page's code to start
 * @example they search for "битрикс"
 * @example посетитель ищет "битрикс"
 */
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

/**
 * Points the mouse at the main menu's dropdown button named exactly so (hover). The Given does the same, to set the
 * scene.
 * @topic Header and menus
 * @looks the header's main menu
 * @example they point at "Услуги"
 * @example посетитель наводит указатель на "Услуги"
 * @example they have pointed at "Услуги"
 * @example посетитель навёл указатель на "Услуги"
 */
async function theyPointAt(this: SiteWorld, name: string) {
  await mainMenu(this).getByRole('button', { name, exact: true }).hover();
}
When('they point at {string}', theyPointAt);
When('посетитель наводит указатель на {string}', theyPointAt);
Given('they have pointed at {string}', theyPointAt);
Given('посетитель навёл указатель на {string}', theyPointAt);

/**
 * Moves the mouse away from the menu, to the left edge of the page's main content.
 * @topic Header and menus
 * @looks the page's main content
 * @example they point away from the menu
 * @example посетитель уводит указатель с меню
 */
async function theyPointAwayFromTheMenu(this: SiteWorld) {
  await this.page.getByRole('main').hover({ position: { x: 5, y: 400 } });
}
When('they point away from the menu', theyPointAwayFromTheMenu);
When('посетитель уводит указатель с меню', theyPointAwayFromTheMenu);

/**
 * Checks that the main menu's dropdown button named exactly so says it is expanded.
 * @topic Header and menus
 * @looks the header's main menu
 * @example the dropdown "Услуги" is open
 * @example выпадающее меню "Услуги" открыто
 */
async function theDropdownIsOpen(this: SiteWorld, name: string) {
  await expect(
    mainMenu(this).getByRole('button', { name, exact: true }),
    `the header menu's item "${name}" has its dropdown open`,
  ).toHaveAttribute('aria-expanded', 'true');
}
Then('the dropdown {string} is open', theDropdownIsOpen);
Then('выпадающее меню {string} открыто', theDropdownIsOpen);

/**
 * Checks that the main menu's dropdown button named exactly so says it is collapsed.
 * @topic Header and menus
 * @looks the header's main menu
 * @example the dropdown "Услуги" is closed
 * @example выпадающее меню "Услуги" закрыто
 */
async function theDropdownIsClosed(this: SiteWorld, name: string) {
  await expect(
    mainMenu(this).getByRole('button', { name, exact: true }),
    `the header menu's item "${name}" has its dropdown closed`,
  ).toHaveAttribute('aria-expanded', 'false');
}
Then('the dropdown {string} is closed', theDropdownIsClosed);
Then('выпадающее меню {string} закрыто', theDropdownIsClosed);

/**
 * Puts the keyboard focus on the main menu's dropdown button named exactly so, then presses a key there ("Enter",
 * "Escape", "ArrowDown"). The Given does the same, to set the scene.
 * @topic Header and menus
 * @looks the header's main menu
 * @example they move the keyboard focus to "Solutions" and press "Enter"
 * @example посетитель ставит фокус клавиатуры на "Solutions" и нажимает "Enter"
 * @example they have moved the keyboard focus to "Solutions" and pressed "Enter"
 * @example посетитель поставил фокус клавиатуры на "Solutions" и нажал "Enter"
 */
async function theyMoveTheKeyboardFocusToAndPress(this: SiteWorld, name: string, key: string) {
  const button = mainMenu(this).getByRole('button', { name, exact: true });
  await button.focus();
  await button.press(key);
}
When('they move the keyboard focus to {string} and press {string}', theyMoveTheKeyboardFocusToAndPress);
When('посетитель ставит фокус клавиатуры на {string} и нажимает {string}', theyMoveTheKeyboardFocusToAndPress);
Given('they have moved the keyboard focus to {string} and pressed {string}', theyMoveTheKeyboardFocusToAndPress);
Given('посетитель поставил фокус клавиатуры на {string} и нажал {string}', theyMoveTheKeyboardFocusToAndPress);

/**
 * Presses a key of the keyboard ("Escape", "Tab", "Enter"), wherever the keyboard focus is.
 * @topic Controls and keyboard
 * @looks the element with the keyboard focus
 * @example they press the key "Escape"
 * @example посетитель нажимает клавишу "Escape"
 */
async function theyPressTheKey(this: SiteWorld, key: string) {
  await this.page.keyboard.press(key);
}
When('they press the key {string}', theyPressTheKey);
When('посетитель нажимает клавишу {string}', theyPressTheKey);

/**
 * Checks that the keyboard focus is on the button named exactly so.
 * @topic Controls and keyboard
 * @looks the whole page: a button by its name
 * @example the keyboard focus is on "Какие платформы поддерживаете?"
 * @example фокус клавиатуры на "Какие платформы поддерживаете?"
 */
async function theKeyboardFocusIsOn(this: SiteWorld, name: string) {
  await expect(
    this.page.getByRole('button', { name, exact: true }),
    `the keyboard focus is on "${name}"`,
  ).toBeFocused();
}
Then('the keyboard focus is on {string}', theKeyboardFocusIsOn);
Then('фокус клавиатуры на {string}', theKeyboardFocusIsOn);

/**
 * Checks that the dialog (the mobile menu) named exactly so is visible and at least as high as the screen.
 * @topic Header and menus
 * @looks the dialog by its name
 * @example the menu "Меню сайта" covers the screen
 * @example меню "Меню сайта" закрывает весь экран
 */
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

/**
 * Checks that the page behind an open menu cannot be scrolled (it hides its overflow).
 * @topic Header and menus
 * @looks the page's scroller (the document and its body)
 * @example the page behind it does not scroll
 * @example страница под ним не прокручивается
 */
async function thePageBehindItDoesNotScroll(this: SiteWorld) {
  assert.equal(await bodyScrollLocked(this), true, 'the page scrolled behind the open menu');
}
Then('the page behind it does not scroll', thePageBehindItDoesNotScroll);
Then('страница под ним не прокручивается', thePageBehindItDoesNotScroll);

/**
 * Checks that the page can be scrolled again, waiting until it can.
 * @topic Header and menus
 * @looks the page's scroller
 * @example the page scrolls again
 * @example страница снова прокручивается
 */
async function thePageScrollsAgain(this: SiteWorld) {
  await expect.poll(() => bodyScrollLocked(this)).toBe(false);
}
Then('the page scrolls again', thePageScrollsAgain);
Then('страница снова прокручивается', thePageScrollsAgain);

/**
 * Checks that the mobile menu shows a link whose name contains this phone number.
 * @topic Header and menus
 * @looks the mobile menu (dialog "Меню сайта" / "Site menu")
 * @example the menu offers the phone "+7 (495) 000-00-00"
 * @example в меню есть телефон "+7 (495) 000-00-00"
 */
async function theMenuOffersThePhone(this: SiteWorld, phone: string) {
  await expect(menuDialog(this).getByRole('link', { name: new RegExp(escapeRegExp(phone)) })).toBeVisible();
}
Then('the menu offers the phone {string}', theMenuOffersThePhone);
Then('в меню есть телефон {string}', theMenuOffersThePhone);

/**
 * Presses the button of the mobile menu named exactly so (a section, or the back button). The Given does the same, to
 * set the scene.
 * @topic Header and menus
 * @looks the mobile menu
 * @example they press "Услуги" in the menu
 * @example посетитель нажимает "Услуги" в меню
 * @example they have pressed "Услуги" in the menu
 * @example посетитель нажал "Услуги" в меню
 */
async function theyPressInTheMenu(this: SiteWorld, name: string) {
  await menuDialog(this).getByRole('button', { name, exact: true }).click();
}
When('they press {string} in the menu', theyPressInTheMenu);
When('посетитель нажимает {string} в меню', theyPressInTheMenu);
Given('they have pressed {string} in the menu', theyPressInTheMenu);
Given('посетитель нажал {string} в меню', theyPressInTheMenu);

/**
 * Checks that the mobile menu shows the button named exactly so (its back button). The same check as "the menu shows
 * the button …"; the words say what the button is for.
 * @topic Header and menus
 * @looks the mobile menu
 * @example the menu shows the back button "Назад"
 * @example меню показывает кнопку возврата "Назад"
 */
async function theMenuShowsTheBackButton(this: SiteWorld, name: string) {
  await expect(menuDialog(this).getByRole('button', { name, exact: true })).toBeVisible();
}
Then('the menu shows the back button {string}', theMenuShowsTheBackButton);
Then('меню показывает кнопку возврата {string}', theMenuShowsTheBackButton);

/**
 * Checks that the mobile menu shows the link named exactly so.
 * @topic Header and menus
 * @looks the mobile menu
 * @example the menu shows the link "Интернет-магазин"
 * @example меню показывает ссылку "Интернет-магазин"
 */
async function theMenuShowsTheLink(this: SiteWorld, name: string) {
  await expect(menuDialog(this).getByRole('link', { name, exact: true })).toBeVisible();
}
Then('the menu shows the link {string}', theMenuShowsTheLink);
Then('меню показывает ссылку {string}', theMenuShowsTheLink);

/**
 * Checks that the mobile menu shows the button named exactly so.
 * @topic Header and menus
 * @looks the mobile menu
 * @example the menu shows the button "Решения"
 * @example меню показывает кнопку "Решения"
 */
async function theMenuShowsTheButton(this: SiteWorld, name: string) {
  await expect(menuDialog(this).getByRole('button', { name, exact: true })).toBeVisible();
}
Then('the menu shows the button {string}', theMenuShowsTheButton);
Then('меню показывает кнопку {string}', theMenuShowsTheButton);

/**
 * Follows the mobile menu's link named exactly so and waits for the page to load.
 * @topic Header and menus
 * @looks the mobile menu
 * @example they follow "Контакты" in the menu
 * @example посетитель переходит по ссылке "Контакты" в меню
 */
async function theyFollowInTheMenu(this: SiteWorld, name: string) {
  await menuDialog(this).getByRole('link', { name, exact: true }).click();
  await this.page.waitForLoadState('load');
}
When('they follow {string} in the menu', theyFollowInTheMenu);
When('посетитель переходит по ссылке {string} в меню', theyFollowInTheMenu);

/**
 * Checks that the mobile menu is not on the page.
 * @topic Header and menus
 * @looks the mobile menu
 * @example the menu is closed
 * @example меню закрыто
 */
async function theMenuIsClosed(this: SiteWorld) {
  await expect(menuDialog(this)).toHaveCount(0);
}
Then('the menu is closed', theMenuIsClosed);
Then('меню закрыто', theMenuIsClosed);

/**
 * Checks from which side the main menu's dropdown named exactly so slides in (the word the page gives it: left, right,
 * top…).
 * @topic Header and menus
 * @looks the header's main menu: the dropdown's panel
 * @example the dropdown "Услуги" slides in from the left
 * @example выпадающее меню "Услуги" выезжает с направления left
 */
async function theDropdownSlidesInFromThe(this: SiteWorld, name: string, side: string) {
  const button = mainMenu(this).getByRole('button', { name, exact: true });
  const panel = this.page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel).toHaveAttribute('data-direction', side);
}
Then('the dropdown {string} slides in from the {word}', theDropdownSlidesInFromThe);
Then('выпадающее меню {string} выезжает с направления {word}', theDropdownSlidesInFromThe);

/**
 * Checks that the mobile menu shows the logo (the link to the home page).
 * @topic Header and menus
 * @looks the mobile menu
 * @example the menu shows the logo
 * @example меню показывает логотип
 */
async function theMenuShowsTheLogo(this: SiteWorld) {
  await expect(menuDialog(this).getByRole('link', { name: /на главную|home page/ })).toBeVisible();
}
Then('the menu shows the logo', theMenuShowsTheLogo);
Then('меню показывает логотип', theMenuShowsTheLogo);

/**
 * Checks that the mobile menu has no logo.
 * @topic Header and menus
 * @looks the mobile menu
 * @example the menu hides the logo
 * @example меню прячет логотип
 */
async function theMenuHidesTheLogo(this: SiteWorld) {
  await expect(menuDialog(this).getByRole('link', { name: /на главную|home page/ })).toHaveCount(0);
}
Then('the menu hides the logo', theMenuHidesTheLogo);
Then('меню прячет логотип', theMenuHidesTheLogo);

const burger = (world: SiteWorld) =>
  world.page.getByRole('banner').getByRole('button', { name: /^(Открыть меню|Open menu)$/ });

/**
 * Checks that the header shows the menu button ("Открыть меню" / "Open menu") and hides the main menu: the
 * small-screen header.
 * @topic Header and menus
 * @looks the header
 * @example the burger shows
 * @example показана кнопка-бургер
 */
async function theBurgerShows(this: SiteWorld) {
  await expect(burger(this)).toBeVisible();
  await expect(mainMenu(this)).toBeHidden();
}
Then('the burger shows', theBurgerShows);
Then('показана кнопка-бургер', theBurgerShows);

/**
 * Checks that the header shows the main menu and hides the menu button: the wide-screen header.
 * @topic Header and menus
 * @looks the header
 * @example the desktop menu shows
 * @example показано меню для компьютера
 */
async function theDesktopMenuShows(this: SiteWorld) {
  await expect(mainMenu(this)).toBeVisible();
  await expect(burger(this)).toBeHidden();
}
Then('the desktop menu shows', theDesktopMenuShows);
Then('показано меню для компьютера', theDesktopMenuShows);

const languageSwitch = (world: SiteWorld) =>
  world.page.getByRole('navigation', { name: /^(Язык сайта|Site language)$/ });

/**
 * Checks that the language switch marks this language, and only this one, as the language the page is in (the
 * link screen readers announce as "current").
 * @topic Header and menus
 * @looks the language switch (navigation "Язык сайта" / "Site language"): its links, named "Русский" and "English"
 * @example the language switch marks "English" as the current language
 * @example переключатель языка отмечает "Русский" как текущий язык
 */
async function theLanguageSwitchMarksAsCurrent(this: SiteWorld, language: string) {
  const current = languageSwitch(this).getByRole('link').and(this.page.locator('[aria-current="true"]'));
  await expect(current, `the language switch marks "${language}" as the current language`).toHaveAccessibleName(
    language,
  );
}
Then('the language switch marks {string} as the current language', theLanguageSwitchMarksAsCurrent);
Then('переключатель языка отмечает {string} как текущий язык', theLanguageSwitchMarksAsCurrent);
