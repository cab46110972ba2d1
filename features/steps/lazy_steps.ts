import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { LOCAL_ANALYTICS_SRC } from '../../site/config/analytics.ts';
import { movePageClock } from '../support/pageClock.ts';
import { settle } from '../support/settle.ts';
import { movesTheClock } from 'spec-harness/cucumber';
import type { SiteWorld } from '../support/world.ts';

const awards = (world: SiteWorld) =>
  world.page.getByRole('contentinfo').getByRole('heading', { name: /^(Рейтинги и награды|Ratings and awards)$/ });

/**
 * Checks that the footer's "Рейтинги и награды" / "Ratings and awards" block is in the page (it loads lazily, when the
 * visitor gets near it).
 * @topic Lazy blocks and images
 * @looks the footer
 * @example the footer's ratings and awards show
 * @example в подвале показаны рейтинги и награды
 */
async function theFootersRatingsAndAwardsShow(this: SiteWorld) {
  await expect(awards(this)).toBeAttached();
}
Then("the footer's ratings and awards show", theFootersRatingsAndAwardsShow);
Then('в подвале показаны рейтинги и награды', theFootersRatingsAndAwardsShow);

/**
 * Checks that the footer's ratings and awards block has not been loaded into the page yet.
 * @topic Lazy blocks and images
 * @looks the footer
 * @also lets the page finish what it was doing first
 * @example the footer's ratings and awards do not show yet
 * @example в подвале ещё нет рейтингов и наград
 */
async function theFootersRatingsAndAwardsDoNotShowYet(this: SiteWorld) {
  await settle(this.page);
  await expect(awards(this)).toHaveCount(0);
}
Then("the footer's ratings and awards do not show yet", theFootersRatingsAndAwardsDoNotShowYet);
Then('в подвале ещё нет рейтингов и наград', theFootersRatingsAndAwardsDoNotShowYet);

/**
 * Checks that exactly one item of the footer's lists contains this text (an award).
 * @topic Lazy blocks and images
 * @looks the footer's list items
 * @example the footer lists the award "Gold status, 38 implementations a year"
 * @example в подвале есть награда "Gold status, 38 implementations a year"
 */
async function theFooterListsTheAward(this: SiteWorld, text: string) {
  await expect(this.page.getByRole('contentinfo').getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
}
Then('the footer lists the award {string}', theFooterListsTheAward);
Then('в подвале есть награда {string}', theFooterListsTheAward);

/**
 * Clicks the page's level-1 heading: an interaction that is neither a scroll nor a link (it wakes lazy parts of the
 * page).
 * @topic Controls and keyboard
 * @looks the page's level-1 heading
 * @example they click the main heading
 * @example посетитель щёлкает по главному заголовку
 */
async function theyClickTheMainHeading(this: SiteWorld) {
  await this.page.getByRole('heading', { level: 1 }).click();
}
When('they click the main heading', theyClickTheMainHeading);
When('посетитель щёлкает по главному заголовку', theyClickTheMainHeading);

/**
 * Resizes the browser window to this width, keeping its height, while the visitor is on the page (an interaction that
 * wakes lazy parts of the page).
 * @topic Screen, connection and preferences
 * @looks the browser window
 * @example the window becomes 1000 px wide
 * @example окно становится шириной 1000 px
 */
async function theWindowBecomesPxWide(this: SiteWorld, width: number) {
  const size = this.page.viewportSize();
  await this.page.setViewportSize({ width, height: size?.height ?? 800 });
}
When('the window becomes {int} px wide', theWindowBecomesPxWide);
When('окно становится шириной {int} px', theWindowBecomesPxWide);

const counterRequests = (world: SiteWorld) =>
  world.requested.filter((url) => new URL(url).pathname === LOCAL_ANALYTICS_SRC).length;

/**
 * Checks that the analytics counter's script has not been requested and has not started in the page.
 * @topic Lazy blocks and images
 * @looks every request the scenario's pages made; the page's scripts
 * @also lets the page finish what it was doing first
 * @example the analytics counter has not loaded
 * @example счётчик аналитики не загружен
 */
async function theAnalyticsCounterHasNotLoaded(this: SiteWorld) {
  await settle(this.page);
  assert.equal(counterRequests(this), 0, 'the analytics counter was requested');
  assert.equal(await this.page.evaluate(() => 'siteAnalytics' in window), false);
}
Then('the analytics counter has not loaded', theAnalyticsCounterHasNotLoaded);
Then('счётчик аналитики не загружен', theAnalyticsCounterHasNotLoaded);

/**
 * Checks that the analytics counter has started in the page (waiting until it has) and that its script was requested
 * exactly once.
 * @topic Lazy blocks and images
 * @looks every request the scenario's pages made; the page's scripts
 * @example the analytics counter has loaded once
 * @example счётчик аналитики загружен один раз
 */
async function theAnalyticsCounterHasLoadedOnce(this: SiteWorld) {
  await expect.poll(() => this.page.evaluate(() => 'siteAnalytics' in window)).toBe(true);
  assert.equal(counterRequests(this), 1, 'the analytics counter was requested more than once');
}
Then('the analytics counter has loaded once', theAnalyticsCounterHasLoadedOnce);
Then('счётчик аналитики загружен один раз', theAnalyticsCounterHasLoadedOnce);

/**
 * A minute passes on the page without any scroll, click or resize by the visitor.
 * @topic Time
 * @looks the page's clock
 * @also moves the page's clock by 60 000 ms, so the scenario's clock is paused from its first page on
 * @example they do nothing on the page for a minute
 * @example посетитель минуту ничего не делает на странице
 */
async function theyDoNothingOnThePageForAMinute(this: SiteWorld) {
  await movePageClock(this, 60_000);
}
When(...movesTheClock('they do nothing on the page for a minute', theyDoNothingOnThePageForAMinute));
When(...movesTheClock('посетитель минуту ничего не делает на странице', theyDoNothingOnThePageForAMinute));
