import { When } from '@cucumber/cucumber';
import { movePageClock } from '../support/pageClock.ts';
import { moveSiteClock } from '../support/siteClockControl.ts';
import { movesTheClock } from 'spec-harness/cucumber';
import type { SiteWorld } from '../support/world.ts';

// Time on the page is the scenario's (Playwright's clock, installed by the Before hook). It flows as
// usual, unless the scenario has a step that moves it by an exact amount (marked `movesTheClock`): then
// the hook pauses it before the first page opens, and "4999 ms" and "5000 ms" are told apart without
// waiting and without flakiness. Exact amounts belong in the scenarios about a delay the spec states;
// elsewhere a step says what the visitor does ("they stop typing") and takes the amount from the
// site's own timing constant.
/**
 * This many milliseconds pass on the page's clock, and the page does what it does in that time. For scenarios about a
 * delay the spec states (the cookie notice's 5000 ms, the search's 300 ms); elsewhere use a step that says what the
 * visitor does ("they stop typing").
 * @topic Time
 * @looks the page's clock
 * @also moves the page's clock by exactly this amount, so the scenario's clock is paused from its first page on
 * @example 200 ms pass on the page's clock
 * @example на часах страницы проходит 4999 мс
 */
async function msPassOnThePagesClock(this: SiteWorld, ms: number) {
  await movePageClock(this, ms);
}
When(...movesTheClock("{int} ms pass on the page's clock", msPassOnThePagesClock));
When(...movesTheClock('на часах страницы проходит {int} мс', msPassOnThePagesClock));

/**
 * This many seconds pass for the whole site: on the server, for the rules it enforces over time (a request sent twice
 * within a minute, the form rate limit), and on the page's clock. For scenarios about such a rule; each scenario starts
 * with those rules' windows of earlier scenarios over.
 * @topic Time
 * @looks the site's clock: the server's and the page's
 * @also moves the server's clock for this visitor by exactly this amount (the site-clock cookie, read by the test
 *   servers only), and the page's clock, paused from the scenario's first page on
 * @example 60 seconds pass on the site's clock
 * @example на часах сайта проходит 59 с
 */
async function secondsPassOnTheSitesClock(this: SiteWorld, seconds: number) {
  await moveSiteClock(this, seconds * 1000);
}
When(...movesTheClock("{int} seconds pass on the site's clock", secondsPassOnTheSitesClock));
When(...movesTheClock('на часах сайта проходит {int} с', secondsPassOnTheSitesClock));
