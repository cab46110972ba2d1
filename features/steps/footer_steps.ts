import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { brand } from '../../site/config/brand.ts';
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

async function theFootersSectionsAre(this: SiteWorld, sections: string) {
  await expect(footer(this).getByRole('heading', { level: 2 })).toHaveText(list(sections));
}
Then("the footer's sections are {string}", theFootersSectionsAre);
Then('разделы подвала: {string}', theFootersSectionsAre);

async function theFootersSocialLinksAre(this: SiteWorld, names: string) {
  const social = footer(this).getByRole('navigation', { name: /^(Мы в социальных сетях|Follow us)$/ });
  // Each name ends with a hint that the link opens a new tab, for screen readers.
  await expect(social.getByRole('link')).toHaveText(list(names).map((name) => new RegExp(`^${name}`)));
}
Then("the footer's social links are {string}", theFootersSocialLinksAre);
Then('соцсети в подвале: {string}', theFootersSocialLinksAre);

async function theFootersLogoLeadsTo(this: SiteWorld, href: string) {
  await expect(footer(this).getByRole('link', { name: /на главную|home page/ })).toHaveAttribute('href', href);
}
Then("the footer's logo leads to {string}", theFootersLogoLeadsTo);
Then('логотип в подвале ведёт на {string}', theFootersLogoLeadsTo);

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

async function theFooterLinksToAnd(this: SiteWorld, tel: string, mail: string) {
  await expect(footer(this).locator(`a[href="${tel}"]`)).toBeVisible();
  await expect(footer(this).locator(`a[href="${mail}"]`)).toBeVisible();
}
Then('the footer links to {string} and {string}', theFooterLinksToAnd);
Then('подвал ссылается на {string} и {string}', theFooterLinksToAnd);

async function theFootersCopyrightNamesThisYear(this: SiteWorld) {
  const year = await this.page.evaluate(() => new Date().getFullYear());
  await expect(footer(this).getByText(new RegExp(`^© ${year} `))).toBeVisible();
}
Then("the footer's copyright names this year", theFootersCopyrightNamesThisYear);
Then('в копирайте подвала текущий год', theFootersCopyrightNamesThisYear);

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

async function theyOpenTheFooterSection(this: SiteWorld, name: string) {
  this.footerSection = name;
  await sectionButton(this, name).click();
}
When('they open the footer section {string}', theyOpenTheFooterSection);
When('посетитель открывает раздел подвала {string}', theyOpenTheFooterSection);
Given('they have opened the footer section {string}', theyOpenTheFooterSection);
Given('посетитель открыл раздел подвала {string}', theyOpenTheFooterSection);

async function theFooterSectionIsOpen(this: SiteWorld, name: string) {
  await expect(sectionButton(this, name)).toHaveAttribute('aria-expanded', 'true');
  await expect(await panelOf(this, name)).toBeVisible();
}
Then('the footer section {string} is open', theFooterSectionIsOpen);
Then('раздел подвала {string} открыт', theFooterSectionIsOpen);

async function theFooterSectionIsClosed(this: SiteWorld, name: string) {
  await expect(sectionButton(this, name)).toHaveAttribute('aria-expanded', 'false');
  await expect(await panelOf(this, name)).toBeHidden();
}
Then('the footer section {string} is closed', theFooterSectionIsClosed);
Then('раздел подвала {string} закрыт', theFooterSectionIsClosed);

async function itListsTheLink(this: SiteWorld, name: string) {
  await expect(footer(this).getByRole('link', { name, exact: true })).toBeVisible();
}
Then('it lists the link {string}', itListsTheLink);
Then('в нём есть ссылка {string}', itListsTheLink);

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

async function theFootersSectionIsAHeadingNotAButton(this: SiteWorld, name: string) {
  await expect(footer(this).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(sectionButton(this, name)).toHaveCount(0);
}
Then("the footer's section {string} is a heading, not a button", theFootersSectionIsAHeadingNotAButton);
Then('раздел подвала {string} — заголовок, а не кнопка', theFootersSectionIsAHeadingNotAButton);

async function theFooterDoesNotShowTheMobileOnlySection(this: SiteWorld, name: string) {
  await expect(footer(this).getByRole('heading', { level: 2, name, exact: true })).toBeHidden();
}
Then('the footer does not show the mobile-only section {string}', theFooterDoesNotShowTheMobileOnlySection);
Then('подвал не показывает мобильный раздел {string}', theFooterDoesNotShowTheMobileOnlySection);

async function theFooterShowsTheMobileOnlySection(this: SiteWorld, name: string) {
  await expect(footer(this).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}
Then('the footer shows the mobile-only section {string}', theFooterShowsTheMobileOnlySection);
Then('подвал показывает мобильный раздел {string}', theFooterShowsTheMobileOnlySection);

async function theScreenBecomesPxWide(this: SiteWorld, width: number) {
  await this.page.setViewportSize({ width, height: 800 });
}
Given('the screen becomes {int} px wide', theScreenBecomesPxWide);
Given('экран становится шириной {int} px', theScreenBecomesPxWide);
