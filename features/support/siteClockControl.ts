import { SITE_CLOCK_COOKIE } from '../../site/server/siteClock.ts';
import { movePageClock } from './pageClock.ts';
import type { SiteWorld } from './world.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.now();
let scenarios = 0;

/**
 * Sets the site's clock for a scenario (the site-clock cookie, which the test servers read:
 * site/server/siteClock.ts). It stands still unless a step moves it, like the page's paused clock, so
 * "59 seconds" is told from "60". Each scenario meets the site a day after the one before, so the
 * windows of the form rules (the rate limit, the repeat rule) that earlier scenarios opened are over:
 * every form scenario sends the same e-mail. Each worker has its server, so its time only moves on.
 */
export async function startSiteClock(world: SiteWorld): Promise<void> {
  scenarios += 1;
  world.siteClockMs = START + scenarios * DAY_MS;
  await setCookie(world);
}

/** Moves the site's clock by `ms`: the server's (the cookie) and, when the scenario paused it, the page's. */
export async function moveSiteClock(world: SiteWorld, ms: number): Promise<void> {
  world.siteClockMs += ms;
  await setCookie(world);
  if (world.browser?.clockPaused) await movePageClock(world, ms);
}

const setCookie = (world: SiteWorld) =>
  world.context.addCookies([{ name: SITE_CLOCK_COOKIE, value: String(world.siteClockMs), url: world.baseUrl }]);
