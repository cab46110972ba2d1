import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PAGE_SCRIPTS_TEMPLATE_ID, START_AT_LATEST_MS } from '../../site/rules/pageScripts.ts';
import { pageHydrated } from '../../tools/pageHydrated.ts';

/**
 * A page's own scripts start after the page has loaded and painted, so the stylesheet, the fonts and the
 * hero get the link first (decision 018, site/rules/pageScripts.ts), and a page whose load never ends still
 * becomes interactive, START_AT_LATEST_MS after parsing.
 */
test.use({ baseURL: process.env.BASE_URL });

/**
 * When the page's load event started and its first contentful paint happened, and when each of its own
 * scripts was requested (ms since navigation).
 */
function scriptTimings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const [paint] = performance.getEntriesByName('first-contentful-paint');
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(entries|chunks)\/[^/]+\.js$/u.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, requestedAt: entry.startTime }));
    return { loadStartedAt: navigation?.loadEventStart ?? NaN, paintedAt: paint?.startTime ?? NaN, scripts };
  });
}

for (const [kind, path] of [
  ['a prerendered page', '/'],
  ['a page rendered for the request', '/search/?q=bitrix'],
] as const) {
  test(`${kind} requests none of its scripts before it has loaded and painted, then hydrates`, async ({ page }) => {
    await page.goto(path);
    await pageHydrated(page);
    const { loadStartedAt, paintedAt, scripts } = await scriptTimings(page);
    expect(scripts.length, 'the page loaded scripts of its own').toBeGreaterThan(3);
    expect(loadStartedAt).toBeGreaterThan(0);
    expect(paintedAt).toBeGreaterThan(0);
    const ready = Math.max(loadStartedAt, paintedAt);
    const early = scripts.filter((script) => script.requestedAt < ready);
    expect(
      early,
      `requested before the load (${loadStartedAt.toFixed(0)} ms) and paint (${paintedAt.toFixed(0)} ms)`,
    ).toEqual([]);
  });
}

test(`a page whose load never ends starts its scripts ${START_AT_LATEST_MS} ms after parsing`, async ({ page }) => {
  // The fonts never arrive, so the load event never fires.
  await page.route('**/*.woff2', () => {});
  // The page's clock stands still, so only runFor moves it.
  await page.clock.install({ time: new Date('2026-11-25T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-25T09:00:01Z'));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The held tags are inert inside the template: the document itself has no entry script until it starts.
  const started = page.locator('body > script[src^="/assets/entries/"]');
  await expect(page.locator(`template#${PAGE_SCRIPTS_TEMPLATE_ID}`)).toHaveCount(1);
  await page.clock.runFor(START_AT_LATEST_MS - 100);
  expect(await started.count()).toBe(0);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await page.clock.runFor(100);
  await expect(started).toHaveCount(1);
  await pageHydrated(page);
});

test('a slow phone adds the held tags a few at a time, each batch in a task of its own, the entry first', async ({
  page,
}) => {
  // A phone so slow that adding one tag takes 5 ms, a whole slice: the page's clock moves on by that much
  // with each tag added to the body. Each task's additions are recorded; a microtask, which runs when the
  // task's script is done, closes the batch.
  await page.addInitScript(() => {
    const now = performance.now.bind(performance);
    let spent = 0;
    performance.now = () => now() + spent;
    const batches: string[][] = [];
    (window as unknown as { addedBatches: string[][] }).addedBatches = batches;
    let open: string[] | undefined;
    const appendChild = Object.getOwnPropertyDescriptor(Node.prototype, 'appendChild')?.value as (
      this: Node,
      child: Node,
    ) => Node;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (this === document.body && node instanceof HTMLElement && /^(script|link)$/u.test(node.localName)) {
        if (!open) {
          open = [];
          batches.push(open);
          queueMicrotask(() => (open = undefined));
        }
        open.push(node.getAttribute('src') ?? node.getAttribute('href') ?? '');
        spent += 5;
      }
      return appendChild.call(this, node) as T;
    };
  });
  await page.goto('/');
  await pageHydrated(page);
  const held = await page
    .locator(`template#${PAGE_SCRIPTS_TEMPLATE_ID}`)
    .evaluate((template: HTMLTemplateElement) =>
      [...template.content.querySelectorAll('script, link')].map(
        (tag) => tag.getAttribute('src') ?? tag.getAttribute('href') ?? '',
      ),
    );
  const batches = await page.evaluate(() => (window as unknown as { addedBatches: string[][] }).addedBatches);
  expect(held.length).toBeGreaterThan(3);
  expect(held[0]).toMatch(/^\/assets\/entries\//u);
  // Every held tag once, in the template's order, one per task.
  expect(batches.flat()).toEqual(held);
  expect(batches.map((batch) => batch.length)).toEqual(held.map(() => 1));
});
