import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { LOCAL_ANALYTICS_SRC } from '../../site/config/analytics.ts';
import { movePageClock } from '../support/pageClock.ts';
import { settle } from '../support/settle.ts';
import { movesTheClock } from '../support/stepNeeds.ts';
import type { SiteWorld } from '../support/world.ts';

const awards = (world: SiteWorld) =>
  world.page.getByRole('contentinfo').getByRole('heading', { name: /^(Рейтинги и награды|Ratings and awards)$/ });

async function theFootersRatingsAndAwardsShow(this: SiteWorld) {
  await expect(awards(this)).toBeAttached();
}
Then("the footer's ratings and awards show", theFootersRatingsAndAwardsShow);
Then('в подвале показаны рейтинги и награды', theFootersRatingsAndAwardsShow);

async function theFootersRatingsAndAwardsDoNotShowYet(this: SiteWorld) {
  await settle(this.page);
  await expect(awards(this)).toHaveCount(0);
}
Then("the footer's ratings and awards do not show yet", theFootersRatingsAndAwardsDoNotShowYet);
Then('в подвале ещё нет рейтингов и наград', theFootersRatingsAndAwardsDoNotShowYet);

async function theFooterListsTheAward(this: SiteWorld, text: string) {
  await expect(this.page.getByRole('contentinfo').getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
}
Then('the footer lists the award {string}', theFooterListsTheAward);
Then('в подвале есть награда {string}', theFooterListsTheAward);

async function theyClickTheMainHeading(this: SiteWorld) {
  await this.page.getByRole('heading', { level: 1 }).click();
}
When('they click the main heading', theyClickTheMainHeading);
When('посетитель щёлкает по главному заголовку', theyClickTheMainHeading);

async function theWindowBecomesPxWide(this: SiteWorld, width: number) {
  const size = this.page.viewportSize();
  await this.page.setViewportSize({ width, height: size?.height ?? 800 });
}
When('the window becomes {int} px wide', theWindowBecomesPxWide);
When('окно становится шириной {int} px', theWindowBecomesPxWide);

const counterRequests = (world: SiteWorld) =>
  world.requested.filter((url) => new URL(url).pathname === LOCAL_ANALYTICS_SRC).length;

async function theAnalyticsCounterHasNotLoaded(this: SiteWorld) {
  await settle(this.page);
  assert.equal(counterRequests(this), 0, 'the analytics counter was requested');
  assert.equal(await this.page.evaluate(() => 'siteAnalytics' in window), false);
}
Then('the analytics counter has not loaded', theAnalyticsCounterHasNotLoaded);
Then('счётчик аналитики не загружен', theAnalyticsCounterHasNotLoaded);

async function theAnalyticsCounterHasLoadedOnce(this: SiteWorld) {
  await expect.poll(() => this.page.evaluate(() => 'siteAnalytics' in window)).toBe(true);
  assert.equal(counterRequests(this), 1, 'the analytics counter was requested more than once');
}
Then('the analytics counter has loaded once', theAnalyticsCounterHasLoadedOnce);
Then('счётчик аналитики загружен один раз', theAnalyticsCounterHasLoadedOnce);

/** A minute on the page's clock with no scroll, click or resize: nothing a visitor does. */
async function theyDoNothingOnThePageForAMinute(this: SiteWorld) {
  await movePageClock(this, 60_000);
}
When(...movesTheClock('they do nothing on the page for a minute', theyDoNothingOnThePageForAMinute));
When(...movesTheClock('посетитель минуту ничего не делает на странице', theyDoNothingOnThePageForAMinute));
