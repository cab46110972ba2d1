import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { COOKIE_NOTICE_DELAY_MS } from '../../site/rules/cookieNotice.ts';
import { cookieNotice } from '../support/overlayControls.ts';
import { movePageClock } from '../support/pageClock.ts';
import { movesTheClock } from 'spec-harness/cucumber';
import type { SiteWorld } from '../support/world.ts';

/**
 * The cookie notice (spec section 4). Its 5000 ms are written out only in the scenarios about that
 * delay ("When 4999 ms pass on the page's clock"); elsewhere a visitor waits for the notice, and these
 * steps move the page's clock by the site's own delay (COOKIE_NOTICE_DELAY_MS).
 */

/**
 * The visitor stays on the page for as long as the cookie notice takes to appear (the site's own delay, 5000 ms),
 * without checking whether it did.
 * @topic Cookie notice
 * @looks the page's clock
 * @also moves the page's clock by COOKIE_NOTICE_DELAY_MS (site/rules/cookieNotice.ts, 5000 ms), so the scenario's
 *   clock is paused from its first page on
 * @example they wait as long as the cookie notice takes to appear
 * @example посетитель ждёт столько, сколько нужно уведомлению о cookie, чтобы появиться
 */
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

/**
 * Opens this page, waits as long as the cookie notice takes to appear, and makes sure it did: the scene for a scenario
 * about the notice once it is there.
 * @topic Cookie notice
 * @looks the cookie notice (the region named "Уведомление о cookie" or "Cookie notice")
 * @also opens the page and waits for its code to start; moves the page's clock by COOKIE_NOTICE_DELAY_MS (5000 ms);
 *   fails if the notice does not appear
 * @example a visitor has waited for the cookie notice on "/"
 * @example посетитель дождался уведомления о cookie на "/"
 */
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

/**
 * Opens this page, waits for the cookie notice, presses its "Принять" / "Accept" button and makes sure the notice has
 * gone: the scene for a visitor who has already agreed.
 * @topic Cookie notice
 * @looks the cookie notice
 * @also opens the page; moves the page's clock by COOKIE_NOTICE_DELAY_MS (5000 ms); fails if the notice does not
 *   appear or does not go
 * @example a visitor has accepted the cookie notice on "/"
 * @example посетитель принял уведомление о cookie на "/"
 */
async function aVisitorHasAcceptedTheCookieNoticeOn(this: SiteWorld, path: string) {
  await aVisitorHasWaitedForTheCookieNoticeOn.call(this, path);
  await cookieNotice(this)
    .getByRole('button', { name: /^(Принять|Accept)$/ })
    .click();
  await expect(cookieNotice(this), 'the cookie notice does not show').toHaveCount(0);
}
Given(...movesTheClock('a visitor has accepted the cookie notice on {string}', aVisitorHasAcceptedTheCookieNoticeOn));
Given(...movesTheClock('посетитель принял уведомление о cookie на {string}', aVisitorHasAcceptedTheCookieNoticeOn));

/**
 * Presses the cookie notice's details button ("Подробнее" / "More"), which is collapsed, and makes sure the notice is
 * expanded.
 * @topic Cookie notice
 * @looks the cookie notice
 * @example they have opened the cookie notice's details
 * @example посетитель раскрыл подробности уведомления о cookie
 */
async function theyHaveOpenedTheCookieNoticesDetails(this: SiteWorld) {
  await cookieNotice(this).getByRole('button', { expanded: false }).click();
  await expect(cookieNotice(this).getByRole('button', { expanded: true })).toBeVisible();
}
Given("they have opened the cookie notice's details", theyHaveOpenedTheCookieNoticesDetails);
Given('посетитель раскрыл подробности уведомления о cookie', theyHaveOpenedTheCookieNoticesDetails);

/**
 * Checks that the cookie notice is on screen now. It only looks: it does not wait for the notice's delay (use "they
 * wait as long as the cookie notice takes to appear" or "… ms pass on the page's clock" before it).
 * @topic Cookie notice
 * @looks the cookie notice (the region named "Уведомление о cookie" or "Cookie notice")
 * @example the cookie notice shows
 * @example уведомление о cookie показано
 */
async function theCookieNoticeShows(this: SiteWorld) {
  await expect(cookieNotice(this), 'the cookie notice shows').toBeVisible();
}
Then('the cookie notice shows', theCookieNoticeShows);
Then('уведомление о cookie показано', theCookieNoticeShows);

/**
 * Checks that the cookie notice is not on the page at all now. It only looks, like "the cookie notice shows": time
 * passes only by a step that says so.
 * @topic Cookie notice
 * @looks the cookie notice
 * @example the cookie notice does not show
 * @example уведомление о cookie не показано
 */
async function theCookieNoticeDoesNotShow(this: SiteWorld) {
  await expect(cookieNotice(this), 'the cookie notice does not show').toHaveCount(0);
}
Then('the cookie notice does not show', theCookieNoticeDoesNotShow);
Then('уведомление о cookie не показано', theCookieNoticeDoesNotShow);

/**
 * Presses the button of the cookie notice named exactly so ("Принять", "Подробнее", "Accept").
 * @topic Cookie notice
 * @looks the cookie notice's buttons
 * @example they press "Подробнее" in the cookie notice
 * @example посетитель нажимает "Подробнее" в уведомлении о cookie
 */
async function theyPressInTheCookieNotice(this: SiteWorld, name: string) {
  await cookieNotice(this).getByRole('button', { name, exact: true }).click();
}
When('they press {string} in the cookie notice', theyPressInTheCookieNotice);
When('посетитель нажимает {string} в уведомлении о cookie', theyPressInTheCookieNotice);

/**
 * Checks that the cookie notice is expanded (its details button says so) and shows the link with exactly this text.
 * @topic Cookie notice
 * @looks the cookie notice
 * @example the cookie notice is expanded, with the link "Подробнее — в Пользовательском соглашении"
 * @example уведомление о cookie развёрнуто, в нём ссылка "Подробнее — в Пользовательском соглашении"
 */
async function theCookieNoticeIsExpandedWithTheLink(this: SiteWorld, name: string) {
  await expect(cookieNotice(this).getByRole('button', { expanded: true })).toBeVisible();
  await expect(cookieNotice(this).getByRole('link', { name, exact: true })).toBeVisible();
}
Then('the cookie notice is expanded, with the link {string}', theCookieNoticeIsExpandedWithTheLink);
Then('уведомление о cookie развёрнуто, в нём ссылка {string}', theCookieNoticeIsExpandedWithTheLink);

/**
 * Checks that the cookie notice is collapsed (its details button says so) and that the link with exactly this text is
 * not visible.
 * @topic Cookie notice
 * @looks the cookie notice
 * @example the cookie notice is collapsed, without the link "Подробнее — в Пользовательском соглашении"
 * @example уведомление о cookie свёрнуто, ссылки "Подробнее — в Пользовательском соглашении" не видно
 */
async function theCookieNoticeIsCollapsedWithoutTheLink(this: SiteWorld, name: string) {
  await expect(cookieNotice(this).getByRole('button', { expanded: false })).toBeVisible();
  await expect(cookieNotice(this).getByRole('link', { name, exact: true })).toBeHidden();
}
Then('the cookie notice is collapsed, without the link {string}', theCookieNoticeIsCollapsedWithoutTheLink);
Then('уведомление о cookie свёрнуто, ссылки {string} не видно', theCookieNoticeIsCollapsedWithoutTheLink);
