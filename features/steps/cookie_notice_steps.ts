import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { COOKIE_NOTICE_DELAY_MS } from '../../site/rules/cookieNotice.ts';
import { cookieNotice } from '../support/chromeControls.ts';
import { movePageClock } from '../support/pageClock.ts';
import { movesTheClock } from '../support/stepNeeds.ts';
import type { SiteWorld } from '../support/world.ts';

/**
 * The cookie notice (spec section 4). Its 5000 ms are written out only in the scenarios about that
 * delay ("When 4999 ms pass on the page's clock"); elsewhere a visitor waits for the notice, and these
 * steps move the page's clock by the site's own delay (COOKIE_NOTICE_DELAY_MS).
 */

/** Moves the page's clock by the notice's delay: as long as the notice takes to appear. */
async function theyWaitAsLongAsTheCookieNoticeTakes(this: SiteWorld) {
  await movePageClock(this, COOKIE_NOTICE_DELAY_MS);
}
When(...movesTheClock('they wait as long as the cookie notice takes to appear', theyWaitAsLongAsTheCookieNoticeTakes));
When(
  ...movesTheClock(
    'посетитель ждёт столько, сколько нужно уведомлению о cookie, чтобы появиться',
    theyWaitAsLongAsTheCookieNoticeTakes,
  ),
);

/** Opens the page, moves the page's clock by the notice's delay and makes sure the notice is there. */
async function aVisitorHasWaitedForTheCookieNoticeOn(this: SiteWorld, path: string) {
  await this.open(path);
  await this.hydrated();
  await movePageClock(this, COOKIE_NOTICE_DELAY_MS);
  await expect(cookieNotice(this), `the cookie notice appeared on ${path}`).toBeVisible();
}
Given(
  ...movesTheClock('a visitor has waited for the cookie notice on {string}', aVisitorHasWaitedForTheCookieNoticeOn),
);
Given(...movesTheClock('посетитель дождался уведомления о cookie на {string}', aVisitorHasWaitedForTheCookieNoticeOn));

/** As above, then presses the notice's accept button ("Принять" or "Accept") and sees it go. */
async function aVisitorHasAcceptedTheCookieNoticeOn(this: SiteWorld, path: string) {
  await aVisitorHasWaitedForTheCookieNoticeOn.call(this, path);
  await cookieNotice(this)
    .getByRole('button', { name: /^(Принять|Accept)$/ })
    .click();
  await expect(cookieNotice(this)).toHaveCount(0);
}
Given(...movesTheClock('a visitor has accepted the cookie notice on {string}', aVisitorHasAcceptedTheCookieNoticeOn));
Given(...movesTheClock('посетитель принял уведомление о cookie на {string}', aVisitorHasAcceptedTheCookieNoticeOn));

/** Presses the notice's details button ("Подробнее" or "More") and sees the notice expanded. */
async function theyHaveOpenedTheCookieNoticesDetails(this: SiteWorld) {
  await cookieNotice(this).getByRole('button', { expanded: false }).click();
  await expect(cookieNotice(this).getByRole('button', { expanded: true })).toBeVisible();
}
Given("they have opened the cookie notice's details", theyHaveOpenedTheCookieNoticesDetails);
Given('посетитель раскрыл подробности уведомления о cookie', theyHaveOpenedTheCookieNoticesDetails);

async function theCookieNoticeShows(this: SiteWorld) {
  await expect(cookieNotice(this)).toBeVisible();
}
Then('the cookie notice shows', theCookieNoticeShows);
Then('уведомление о cookie показано', theCookieNoticeShows);

async function theCookieNoticeDoesNotShow(this: SiteWorld) {
  await expect(cookieNotice(this)).toHaveCount(0);
}
Then('the cookie notice does not show', theCookieNoticeDoesNotShow);
Then('уведомление о cookie не показано', theCookieNoticeDoesNotShow);

async function theyPressInTheCookieNotice(this: SiteWorld, name: string) {
  await cookieNotice(this).getByRole('button', { name, exact: true }).click();
}
When('they press {string} in the cookie notice', theyPressInTheCookieNotice);
When('посетитель нажимает {string} в уведомлении о cookie', theyPressInTheCookieNotice);

async function theCookieNoticeIsExpandedWithTheLink(this: SiteWorld, name: string) {
  await expect(cookieNotice(this).getByRole('button', { expanded: true })).toBeVisible();
  await expect(cookieNotice(this).getByRole('link', { name, exact: true })).toBeVisible();
}
Then('the cookie notice is expanded, with the link {string}', theCookieNoticeIsExpandedWithTheLink);
Then('уведомление о cookie развёрнуто, в нём ссылка {string}', theCookieNoticeIsExpandedWithTheLink);

async function theCookieNoticeIsCollapsedWithoutTheLink(this: SiteWorld, name: string) {
  await expect(cookieNotice(this).getByRole('button', { expanded: false })).toBeVisible();
  await expect(cookieNotice(this).getByRole('link', { name, exact: true })).toBeHidden();
}
Then('the cookie notice is collapsed, without the link {string}', theCookieNoticeIsCollapsedWithoutTheLink);
Then('уведомление о cookie свёрнуто, ссылки {string} не видно', theCookieNoticeIsCollapsedWithoutTheLink);
