import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { cookieNotice, scrollToTopControl } from '../support/chromeControls.ts';
import type { SiteWorld } from '../support/world.ts';

/** The cookie notice waits 5000 ms on the page's clock (spec section 4); the scenario runs the clock past it. */
const COOKIE_NOTICE_WAIT_MS = 5000;

async function theLogoLeadsTo(this: SiteWorld, href: string) {
  const logo = this.page.getByRole('banner').getByRole('link', { name: /на главную|home page/ });
  await expect(logo).toHaveAttribute('href', href);
}
Then('the logo leads to {string}', theLogoLeadsTo);
Then('логотип ведёт на {string}', theLogoLeadsTo);

async function theFooterIsShown(this: SiteWorld) {
  await expect(this.page.getByRole('contentinfo')).toBeVisible();
}
Then('the footer is shown', theFooterIsShown);
Then('подвал показан', theFooterIsShown);

async function theFooterIsAbsent(this: SiteWorld) {
  await expect(this.page.getByRole('contentinfo')).toHaveCount(0);
}
Then('the footer is absent', theFooterIsAbsent);
Then('подвала нет', theFooterIsAbsent);

async function theScrollToTopControlIsShown(this: SiteWorld) {
  await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(scrollToTopControl(this)).toBeVisible();
}
Then('the scroll-to-top control is shown', theScrollToTopControlIsShown);
Then('кнопка «Наверх» появляется', theScrollToTopControlIsShown);

async function theScrollToTopControlIsAbsent(this: SiteWorld) {
  await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(scrollToTopControl(this)).toHaveCount(0);
}
Then('the scroll-to-top control is absent', theScrollToTopControlIsAbsent);
Then('кнопка «Наверх» не появляется', theScrollToTopControlIsAbsent);

async function theCookieNoticeIsShown(this: SiteWorld) {
  await this.page.evaluate(() => window.scrollTo(0, 0));
  await this.page.clock.runFor(COOKIE_NOTICE_WAIT_MS);
  await expect(cookieNotice(this)).toBeVisible();
}
Then('the cookie notice is shown', theCookieNoticeIsShown);
Then('уведомление о cookie появляется', theCookieNoticeIsShown);

async function theCookieNoticeIsAbsent(this: SiteWorld) {
  await this.page.clock.runFor(COOKIE_NOTICE_WAIT_MS);
  await expect(cookieNotice(this)).toHaveCount(0);
}
Then('the cookie notice is absent', theCookieNoticeIsAbsent);
Then('уведомление о cookie не появляется', theCookieNoticeIsAbsent);

async function theyPress(this: SiteWorld, name: string) {
  await this.page.getByRole('button', { name, exact: true }).click();
  await this.page.waitForLoadState('load');
}
When('they press {string}', theyPress);
When('посетитель нажимает {string}', theyPress);
Given('they have pressed {string}', theyPress);
Given('посетитель нажал {string}', theyPress);
