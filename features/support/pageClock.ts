import { settle } from './settle.ts';
import type { SiteWorld } from './world.ts';

/**
 * Runs the page's clock forward by exactly `ms` and returns once the page has settled, so "does not
 * show" is never checked too early. Only for steps marked `movesTheClock` (packages/spec-harness/src/cucumber/stepNeeds.ts):
 * their scenarios have the clock paused from the start.
 */
export async function movePageClock(world: SiteWorld, ms: number): Promise<void> {
  await world.page.clock.runFor(ms);
  await settle(world.page);
}
