import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { brand } from '../../site/config/brand.ts';
import { needs } from 'spec-harness/cucumber';
import type { SiteWorld } from '../support/world.ts';

const list = (text: string) => text.split(',').map((item) => item.trim());
const footer = (world: SiteWorld) => world.page.getByRole('contentinfo');
/** A footer section's heading, as a button (accordion, dropdown) or as a plain heading. */
const sectionButton = (world: SiteWorld, name: string) =>
  footer(world).getByRole('heading', { level: 2 }).getByRole('button', { name, exact: true });
const panelOf = async (world: SiteWorld, name: string) => {
  const id = await sectionButton(world, name).getAttribute('aria-controls');
  assert.ok(id, `the footer section "${name}" controls no panel`);
  return world.page.locator(`[id="${id}"]`);
};

/**
 * Checks the footer's section headings, in order: exactly these, comma-separated ("Услуги, Решения, Компания"), no
 * more and no fewer.
 * @topic Footer
 * @looks the footer (the `contentinfo` landmark): its level-2 headings
 * @example the footer's sections are "Контакты, Услуги, Поддержка, Решения, Битрикс24, Проекты, Компания, Экосистема"
 * @example разделы подвала: "Контакты, Услуги, Поддержка, Решения, Битрикс24, Проекты, Компания, Экосистема"
 */
async function theFootersSectionsAre(this: SiteWorld, sections: string) {
  await expect(footer(this).getByRole('heading', { level: 2 })).toHaveText(list(sections));
}
Then("the footer's sections are {string}", theFootersSectionsAre);
Then('разделы подвала: {string}', theFootersSectionsAre);

/**
 * Checks the footer's social links, in order: each link's name starts with one of these, comma-separated (a link's
 * full name also says it opens a new tab).
 * @topic Footer
 * @looks the footer's social navigation ("Мы в социальных сетях" / "Follow us")
 * @example the footer's social links are "Telegram, ВКонтакте, Хабр"
 * @example соцсети в подвале: "Telegram, ВКонтакте, Хабр"
 */
async function theFootersSocialLinksAre(this: SiteWorld, names: string) {
  const social = footer(this).getByRole('navigation', { name: /^(Мы в социальных сетях|Follow us)$/ });
  // Each name ends with a hint that the link opens a new tab, for screen readers.
  await expect(social.getByRole('link')).toHaveText(list(names).map((name) => new RegExp(`^${name}`)));
}
Then("the footer's social links are {string}", theFootersSocialLinksAre);
Then('соцсети в подвале: {string}', theFootersSocialLinksAre);

/**
 * Checks that the footer's logo (the link to the home page) leads exactly to this address.
 * @topic Footer
 * @looks the footer
 * @example the footer's logo leads to "/"
 * @example логотип в подвале ведёт на "/"
 */
async function theFootersLogoLeadsTo(this: SiteWorld, href: string) {
  await expect(footer(this).getByRole('link', { name: /на главную|home page/ })).toHaveAttribute('href', href);
}
Then("the footer's logo leads to {string}", theFootersLogoLeadsTo);
Then('логотип в подвале ведёт на {string}', theFootersLogoLeadsTo);

/**
 * Checks that the footer section with this heading has links, and that every one of them leads to the career site (the
 * address in site/config/brand.ts).
 * @topic Footer
 * @looks the footer: the column under that heading
 * @example every link of the footer's section "Компания" leads to the career site
 * @example каждая ссылка раздела подвала "Компания" ведёт на карьерный сайт
 */
async function everyLinkOfTheFootersSectionLeadsToTheCareerSite(this: SiteWorld, name: string) {
  const column = footer(this)
    .locator('div, section')
    .filter({
      has: this.page.getByRole('heading', { level: 2, name, exact: true }),
    });
  const hrefs = await column
    .last()
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  assert.ok(hrefs.length > 0, `the section "${name}" has no links`);
  for (const href of hrefs) assert.ok(href?.startsWith(brand.external.career), `${href} is not on the career site`);
}
Then(
  "every link of the footer's section {string} leads to the career site",
  everyLinkOfTheFootersSectionLeadsToTheCareerSite,
);
Then(
  'каждая ссылка раздела подвала {string} ведёт на карьерный сайт',
  everyLinkOfTheFootersSectionLeadsToTheCareerSite,
);

/**
 * Checks that the footer has a link with exactly this name leading exactly to this address, as the header's step does
 * (the phone, the e-mail, a legal page): its name is its accessible name, its text unless it carries a label of its own.
 * @topic Footer
 * @looks the footer
 * @example the footer links to "tel:+74950000000" as "Позвонить по номеру +7 (495) 000-00-00"
 * @example подвал ссылается на "tel:+74950000000" с названием "Позвонить по номеру +7 (495) 000-00-00"
 */
async function theFooterLinksToAs(this: SiteWorld, href: string, name: string) {
  await expect(footer(this).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
}
Then(...needs('served', 'the footer links to {string} as {string}', theFooterLinksToAs));
Then(...needs('served', 'подвал ссылается на {string} с названием {string}', theFooterLinksToAs));

/**
 * Checks that the footer shows a link to each of these two addresses, written as in the page's code (`tel:…`,
 * `mailto:…`).
 * @topic Footer
 * @looks the footer
 * @example the footer links to "tel:+74950000000" and "mailto:sales@severny-kod.example"
 * @example подвал ссылается на "tel:+74950000000" и "mailto:sales@severny-kod.example"
 */
async function theFooterLinksToAnd(this: SiteWorld, tel: string, mail: string) {
  await expect(footer(this).locator(`a[href="${tel}"]`)).toBeVisible();
  await expect(footer(this).locator(`a[href="${mail}"]`)).toBeVisible();
}
Then('the footer links to {string} and {string}', theFooterLinksToAnd);
Then('подвал ссылается на {string} и {string}', theFooterLinksToAnd);

/**
 * Checks that the footer shows a copyright line starting "© " and the current year (by the browser's clock).
 * @topic Footer
 * @looks the footer
 * @example the footer's copyright names this year
 * @example в копирайте подвала текущий год
 */
async function theFootersCopyrightNamesThisYear(this: SiteWorld) {
  const year = await this.page.evaluate(() => new Date().getFullYear());
  await expect(footer(this).getByText(new RegExp(`^© ${year} `))).toBeVisible();
}
Then("the footer's copyright names this year", theFootersCopyrightNamesThisYear);
Then('в копирайте подвала текущий год', theFootersCopyrightNamesThisYear);

/**
 * Checks that the footer's legal navigation has exactly two links: the first to the policy address, the second to the
 * personal-data PDF.
 * @topic Footer
 * @looks the footer's legal navigation ("Правовая информация" / "Legal information")
 * @example the footer's legal links lead to "/agreement/" and to the personal-data PDF "/docs/personal-data-policy.pdf"
 * @example юридические ссылки подвала ведут на "/agreement/" и на PDF о персональных данных "/docs/personal-data-policy.pdf"
 */
async function theFootersLegalLinksLeadToAndToThePersonalDataPDF(this: SiteWorld, policy: string, pdf: string) {
  const legal = footer(this).getByRole('navigation', { name: /^(Правовая информация|Legal information)$/ });
  await expect(legal.getByRole('link')).toHaveCount(2);
  await expect(legal.getByRole('link').first()).toHaveAttribute('href', policy);
  await expect(legal.getByRole('link').last()).toHaveAttribute('href', pdf);
}
Then(
  "the footer's legal links lead to {string} and to the personal-data PDF {string}",
  theFootersLegalLinksLeadToAndToThePersonalDataPDF,
);
Then(
  'юридические ссылки подвала ведут на {string} и на PDF о персональных данных {string}',
  theFootersLegalLinksLeadToAndToThePersonalDataPDF,
);

/**
 * Requests this address and checks that it answers 200 with a PDF (its type is `application/pdf` and its content
 * starts as a PDF does).
 * @topic Footer
 * @looks the site's answer for that address, over HTTP
 * @example "/docs/personal-data-policy.pdf" is a PDF document
 * @example "/docs/personal-data-policy.pdf" — это PDF-документ
 */
async function isAPDFDocument(this: SiteWorld, path: string) {
  const response = await fetch(this.url(path));
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^application\/pdf/);
  assert.equal(
    Buffer.from(await response.arrayBuffer())
      .subarray(0, 5)
      .toString(),
    '%PDF-',
  );
}
Then('{string} is a PDF document', isAPDFDocument);
Then('{string} — это PDF-документ', isAPDFDocument);

/**
 * Presses the heading button of the footer section named exactly so (on small screens the footer's sections are
 * collapsed). The Given does the same, to set the scene.
 * @topic Footer
 * @looks the footer: the section's heading button
 * @also remembers the section for "it lists the link …" and "its panel is at most … px high"
 * @example they open the footer section "Услуги"
 * @example посетитель открывает раздел подвала "Услуги"
 * @example they have opened the footer section "Экспертиза"
 * @example посетитель открыл раздел подвала "Услуги"
 */
async function theyOpenTheFooterSection(this: SiteWorld, name: string) {
  this.footerSection = name;
  await sectionButton(this, name).click();
}
When('they open the footer section {string}', theyOpenTheFooterSection);
When('посетитель открывает раздел подвала {string}', theyOpenTheFooterSection);
Given('they have opened the footer section {string}', theyOpenTheFooterSection);
Given('посетитель открыл раздел подвала {string}', theyOpenTheFooterSection);

/**
 * Checks that the footer section's heading button says it is expanded and that its panel is visible.
 * @topic Footer
 * @looks the footer: the section's heading button and panel
 * @example the footer section "Услуги" is open
 * @example раздел подвала "Услуги" открыт
 */
async function theFooterSectionIsOpen(this: SiteWorld, name: string) {
  await expect(sectionButton(this, name)).toHaveAttribute('aria-expanded', 'true');
  await expect(await panelOf(this, name)).toBeVisible();
}
Then('the footer section {string} is open', theFooterSectionIsOpen);
Then('раздел подвала {string} открыт', theFooterSectionIsOpen);

/**
 * Checks that the footer section's heading button says it is collapsed and that its panel is hidden.
 * @topic Footer
 * @looks the footer: the section's heading button and panel
 * @example the footer section "Услуги" is closed
 * @example раздел подвала "Услуги" закрыт
 */
async function theFooterSectionIsClosed(this: SiteWorld, name: string) {
  await expect(sectionButton(this, name)).toHaveAttribute('aria-expanded', 'false');
  await expect(await panelOf(this, name)).toBeHidden();
}
Then('the footer section {string} is closed', theFooterSectionIsClosed);
Then('раздел подвала {string} закрыт', theFooterSectionIsClosed);

/**
 * Checks that the footer shows a link with exactly this name (said after opening a footer section): its accessible
 * name, which is its text unless it carries a label of its own.
 * @topic Footer
 * @looks the whole footer, not only the section opened last
 * @example it lists the link "Поддержка Битрикс24"
 * @example в нём есть ссылка "Поддержка Битрикс24"
 */
async function itListsTheLink(this: SiteWorld, name: string) {
  await expect(footer(this).getByRole('link', { name, exact: true })).toBeVisible();
}
Then('it lists the link {string}', itListsTheLink);
Then('в нём есть ссылка {string}', itListsTheLink);

/**
 * Checks that the panel of the footer section opened last is, and may grow to, at most this many pixels high (it
 * scrolls beyond that).
 * @topic Footer
 * @looks the footer section opened last by "they open the footer section …"
 * @example its panel is at most 500 px high
 * @example его панель не выше 500 px
 */
async function itsPanelIsAtMostPxHigh(this: SiteWorld, limit: number) {
  assert.ok(this.footerSection, 'open a footer section first');
  const panel = await panelOf(this, this.footerSection);
  const { height, maxHeight } = await panel.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    maxHeight: parseFloat(getComputedStyle(element).maxHeight),
  }));
  assert.ok(maxHeight <= limit && height <= limit, `the panel is ${height}px high and may grow to ${maxHeight}px`);
}
Then('its panel is at most {int} px high', itsPanelIsAtMostPxHigh);
Then('его панель не выше {int} px', itsPanelIsAtMostPxHigh);

/**
 * Checks that the footer section is shown as a plain heading, with no button to open or close it (as on wide screens).
 * @topic Footer
 * @looks the footer
 * @example the footer's section "Услуги" is a heading, not a button
 * @example раздел подвала "Услуги" — заголовок, а не кнопка
 */
async function theFootersSectionIsAHeadingNotAButton(this: SiteWorld, name: string) {
  await expect(footer(this).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(sectionButton(this, name)).toHaveCount(0);
}
Then("the footer's section {string} is a heading, not a button", theFootersSectionIsAHeadingNotAButton);
Then('раздел подвала {string} — заголовок, а не кнопка', theFootersSectionIsAHeadingNotAButton);

/**
 * Checks that the footer section meant for small screens only is not visible.
 * @topic Footer
 * @looks the footer
 * @example the footer does not show the mobile-only section "Оставить заявку"
 * @example подвал не показывает мобильный раздел "Оставить заявку"
 */
async function theFooterDoesNotShowTheMobileOnlySection(this: SiteWorld, name: string) {
  await expect(footer(this).getByRole('heading', { level: 2, name, exact: true })).toBeHidden();
}
Then('the footer does not show the mobile-only section {string}', theFooterDoesNotShowTheMobileOnlySection);
Then('подвал не показывает мобильный раздел {string}', theFooterDoesNotShowTheMobileOnlySection);

/**
 * Checks that the footer section meant for small screens only is visible.
 * @topic Footer
 * @looks the footer
 * @example the footer shows the mobile-only section "Оставить заявку"
 * @example подвал показывает мобильный раздел "Оставить заявку"
 */
async function theFooterShowsTheMobileOnlySection(this: SiteWorld, name: string) {
  await expect(footer(this).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}
Then('the footer shows the mobile-only section {string}', theFooterShowsTheMobileOnlySection);
Then('подвал показывает мобильный раздел {string}', theFooterShowsTheMobileOnlySection);

/**
 * Resizes the open page's window to this width (800 px high) while the visitor is on it, e.g. turning a tablet. Same
 * as "the window becomes … px wide" but as a Given.
 * @topic Screen, connection and preferences
 * @looks the browser window of the page already open
 * @example the screen becomes 768 px wide
 * @example экран становится шириной 768 px
 */
async function theScreenBecomesPxWide(this: SiteWorld, width: number) {
  await this.page.setViewportSize({ width, height: 800 });
}
Given('the screen becomes {int} px wide', theScreenBecomesPxWide);
Given('экран становится шириной {int} px', theScreenBecomesPxWide);
