import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world.ts';
import { needs } from 'spec-harness/cucumber';

/**
 * Opens this address in the browser, as a visitor typing it, and waits for the page to load. "a visitor has opened …"
 * is the same, as a Given. "they open …" does the same too; its words suit a visitor the scenario has already
 * introduced.
 * @topic Pages and addresses
 * @looks the browser's address bar
 * @also keeps the server's answer for "the response status is …"
 * @example a visitor opens "/services-list/"
 * @example посетитель открывает "/"
 * @example a visitor has opened "/ctp/"
 * @example посетитель открыл "/services-list/"
 */
async function aVisitorOpens(this: SiteWorld, path: string) {
  await this.open(path);
}
When(...needs('served', 'a visitor opens {string}', aVisitorOpens));
When(...needs('served', 'посетитель открывает {string}', aVisitorOpens));
Given(...needs('served', 'a visitor has opened {string}', aVisitorOpens));
Given(...needs('served', 'посетитель открыл {string}', aVisitorOpens));

/**
 * Opens this address in the browser: the same as "a visitor opens …". Its words suit a scenario whose Givens have
 * already introduced the visitor ("they"); the Russian "затем открывает" ("then opens") suits a page opened after
 * another.
 * @topic Pages and addresses
 * @looks the browser's address bar
 * @also keeps the server's answer for "the response status is …"
 * @example they open "/"
 * @example затем открывает "/portfolio-web-studii/"
 */
async function theyOpen(this: SiteWorld, path: string) {
  await this.open(path);
}
When(...needs('served', 'they open {string}', theyOpen));
When(...needs('served', 'затем открывает {string}', theyOpen));

/**
 * Follows the link with exactly this name, wherever it is on the page, and waits until the page has loaded and, for a
 * link within the site that opens in the same tab, until the address is the link's.
 * @topic Navigation and scrolling
 * @looks the whole page: a link by its name; the address
 * @example they follow the link "5. Персональные данные"
 * @example посетитель переходит по ссылке "Свяжитесь с нами"
 */
async function theyFollowTheLink(this: SiteWorld, name: string) {
  const link = this.page.getByRole('link', { name, exact: true });
  const { href, target } = await link.evaluate((element) => ({
    href: (element as HTMLAnchorElement).href,
    target: (element as HTMLAnchorElement).target,
  }));
  await link.click();
  await this.page.waitForLoadState('load');
  // A page change in the browser fires no load event: the step ends once the address is the link's.
  if (new URL(href).origin === new URL(this.baseUrl).origin && target !== '_blank') {
    await expect(this.page, `following the link "${name}" leads to ${href}`).toHaveURL(href);
  }
}
When('they follow the link {string}', theyFollowTheLink);
When('посетитель переходит по ссылке {string}', theyFollowTheLink);

/**
 * Checks that the server answered the page opened last with exactly this HTTP status.
 * @topic Pages and addresses
 * @looks the server's answer for the page opened last by "a visitor opens …" or "they open …"
 * @example the response status is 404
 * @example статус ответа 404
 */
function theResponseStatusIs(this: SiteWorld, status: number) {
  const answered = this.lastResponse?.status();
  assert.equal(answered, status, `the page opened last answered with the status ${answered}, not ${status}`);
}
Then(...needs('served', 'the response status is {int}', theResponseStatusIs));
Then(...needs('served', 'статус ответа {int}', theResponseStatusIs));

/**
 * Checks that the page's address (path and query) is exactly this, waiting until it is.
 * @topic Pages and addresses
 * @looks the browser's address bar
 * @example the address is "/feedback/"
 * @example адрес страницы "/feedback/"
 */
async function theAddressIs(this: SiteWorld, pathAndQuery: string) {
  await expect(this.page, `the address in the browser is ${pathAndQuery}`).toHaveURL(this.url(pathAndQuery));
}
Then(...needs('served', 'the address is {string}', theAddressIs));
Then(...needs('served', 'адрес страницы {string}', theAddressIs));

/**
 * Checks that the page says it is in this language (its `lang`: "ru", "en").
 * @topic Pages and addresses
 * @looks the page's document
 * @example the page language is "ru"
 * @example язык страницы "ru"
 */
async function thePageLanguageIs(this: SiteWorld, lang: string) {
  await expect(this.page.locator('html'), `the page says its language is "${lang}"`).toHaveAttribute('lang', lang);
}
Then(...needs('served', 'the page language is {string}', thePageLanguageIs));
Then(...needs('served', 'язык страницы {string}', thePageLanguageIs));

/**
 * Checks that the page's title (the browser tab's) is exactly this.
 * @topic Pages and addresses
 * @looks the page's document title
 * @example the document title is "Страница не найдена"
 * @example заголовок документа "Страница не найдена"
 */
async function theDocumentTitleIs(this: SiteWorld, title: string) {
  await expect(this.page, `the document title (the browser tab's text) is "${title}"`).toHaveTitle(title);
}
Then(...needs('served', 'the document title is {string}', theDocumentTitleIs));
Then(...needs('served', 'заголовок документа {string}', theDocumentTitleIs));

// "Sees a heading" and "sees a text" look in the page's main content (its <main> landmark): a heading
// of the footer or a word of the header is not what a scenario about the page means.
/**
 * Checks that the page's main content shows a heading (of any level) named exactly so. Headings of the header and the
 * footer do not count.
 * @topic Pages and addresses
 * @looks the page's main content (the `<main>` landmark)
 * @example they see the heading "Такой страницы не существует"
 * @example посетитель видит заголовок "Такой страницы не существует"
 */
async function theySeeTheHeading(this: SiteWorld, name: string) {
  const heading = this.page.getByRole('main').getByRole('heading', { name, exact: true });
  await expect(heading, `The page's main content shows the heading "${name}"`).toBeVisible();
}
Then(...needs('served', 'they see the heading {string}', theySeeTheHeading));
Then(...needs('served', 'посетитель видит заголовок {string}', theySeeTheHeading));

/**
 * Checks that a text reading exactly so is visible and set large (at least 64 px): the 404 screen's figure.
 * @topic Pages and addresses
 * @looks the whole page: a text read exactly
 * @example they see the large "404"
 * @example посетитель видит крупную надпись "404"
 */
async function theySeeTheLarge(this: SiteWorld, text: string) {
  const figure = this.page.getByText(text, { exact: true });
  await expect(figure).toBeVisible();
  const fontSize = await figure.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  assert.ok(fontSize >= 64, `"${text}" is ${fontSize}px: the spec asks for a large 404`);
}
Then(...needs('served', 'they see the large {string}', theySeeTheLarge));
Then(...needs('served', 'посетитель видит крупную надпись {string}', theySeeTheLarge));

/**
 * Checks that the page's main content shows this text: it is found inside any element's text there (the element may
 * say more). Words of the header or footer do not count.
 * @topic Pages and addresses
 * @looks the page's main content (the `<main>` landmark)
 * @example they see the text "Напишите нам"
 * @example посетитель видит текст "Напишите нам"
 */
async function theySeeTheText(this: SiteWorld, text: string) {
  const shown = this.page.getByRole('main').getByText(text).first();
  await expect(shown, `The page's main content shows the text "${text}"`).toBeVisible();
}
Then(...needs('served', 'they see the text {string}', theySeeTheText));
Then(...needs('served', 'посетитель видит текст {string}', theySeeTheText));

/**
 * Checks that the page's main content has a link named exactly so (its accessible name: for a card, the
 * card's title) that leads exactly to this address. Links of the header and footer do not count: for
 * those, say "in the header".
 * @topic Pages and addresses
 * @looks the page's main content (the `<main>` landmark): a link by its exact name
 * @example they see the link "Свяжитесь с нами" to "/feedback/"
 * @example посетитель видит ссылку "Свяжитесь с нами" на "/feedback/"
 */
async function theySeeTheLinkTo(this: SiteWorld, name: string, href: string) {
  await expect(
    this.page.getByRole('main').getByRole('link', { name, exact: true }),
    `a link named exactly "${name}" in the page's main content leads to ${href}`,
  ).toHaveAttribute('href', href);
}
Then(...needs('served', 'they see the link {string} to {string}', theySeeTheLinkTo));
Then(...needs('served', 'посетитель видит ссылку {string} на {string}', theySeeTheLinkTo));

/**
 * Checks that the header (its bar, an open dropdown or the research layout's link) has a link named
 * exactly so that leads exactly to this address.
 * @topic Header and menus
 * @looks the header (the `banner` landmark): a link by its exact name
 * @example they see the link "Интернет-магазин" to "/services/sozdanie-internet-magazina/" in the header
 * @example посетитель видит ссылку "Интернет-магазин" на "/services/sozdanie-internet-magazina/" в шапке
 */
async function theySeeTheLinkToInTheHeader(this: SiteWorld, name: string, href: string) {
  await expect(
    this.page.getByRole('banner').getByRole('link', { name, exact: true }),
    `a link named exactly "${name}" in the header leads to ${href}`,
  ).toHaveAttribute('href', href);
}
Then(...needs('served', 'they see the link {string} to {string} in the header', theySeeTheLinkToInTheHeader));
Then(...needs('served', 'посетитель видит ссылку {string} на {string} в шапке', theySeeTheLinkToInTheHeader));

/**
 * Checks that no visible element of the page's main content shows this text (as part of its own text
 * or whole). The counterpart of "they see the text"; the header and footer are not looked at.
 * @topic Pages and addresses
 * @looks the page's main content (the `<main>` landmark)
 * @example they do not see the text "Интернет-магазин мебели с конструктором модульных систем"
 * @example посетитель не видит текст "Интернет-магазин мебели с конструктором модульных систем"
 */
async function theyDoNotSeeTheText(this: SiteWorld, text: string) {
  await expect(
    this.page.getByRole('main').getByText(text).filter({ visible: true }),
    `The page's main content does not show the text "${text}"`,
  ).toHaveCount(0);
}
Then(...needs('served', 'they do not see the text {string}', theyDoNotSeeTheText));
Then(...needs('served', 'посетитель не видит текст {string}', theyDoNotSeeTheText));

/**
 * Checks that the page asks search engines not to index it (robots "noindex") and names no canonical address.
 * @topic Search engines and crawlers
 * @looks the page's head
 * @example the page asks search engines not to index it
 * @example страница просит поисковики её не индексировать
 */
async function thePageAsksSearchEnginesNotToIndexIt(this: SiteWorld) {
  await expect(this.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(this.page.locator('link[rel="canonical"]')).toHaveCount(0);
}
Then(...needs('served', 'the page asks search engines not to index it', thePageAsksSearchEnginesNotToIndexIt));
Then(...needs('served', 'страница просит поисковики её не индексировать', thePageAsksSearchEnginesNotToIndexIt));
