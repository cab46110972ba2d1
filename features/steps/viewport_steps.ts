import { mkdir } from 'node:fs/promises';
import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { BREAKPOINTS } from '../../site/config/breakpoints.ts';
import type { Page } from 'playwright';
import type { SiteWorld } from '../support/world.ts';
import { pageHydrated } from '../../tools/pageHydrated.ts';

const SCREEN_HEIGHT = 900;

/**
 * Elements that stick out of the viewport on the right, named so that a failure says where to look.
 * The browser-side code declares no named functions: tsx would wrap them in a helper the page lacks.
 */
async function overflowingElements(world: SiteWorld): Promise<string[]> {
  return world.page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right;
      if (right <= width + 1) continue;
      // Inside a scrolling or clipping box (a carousel, a table wrapper) it does not widen the page.
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') clipped = true;
      }
      if (clipped) continue;
      const className =
        typeof element.className === 'string' && element.className ? ` class="${element.className}"` : '';
      offenders.push(`<${element.tagName.toLowerCase()}${className}> ends at ${Math.round(right)}px`);
      if (offenders.length === 8) break;
    }
    return [`the page is ${document.documentElement.scrollWidth}px wide`, ...offenders];
  });
}

/**
 * Resizes the window to each width the spec names (the breakpoints, 900 px high) and checks that at none of them the
 * page is wider than the window, naming the elements that stick out.
 * @topic Screen, connection and preferences
 * @looks the whole page at each breakpoint
 * @also leaves the window at the last breakpoint's width
 * @example nothing overflows horizontally at any breakpoint of the spec
 * @example ни на одной ширине из спецификации ничего не вылезает по горизонтали
 */
async function nothingOverflowsHorizontallyAtAnyBreakpointOfTheSpec(this: SiteWorld) {
  const problems: string[] = [];
  for (const [name, width] of Object.entries(BREAKPOINTS)) {
    await this.page.setViewportSize({ width, height: SCREEN_HEIGHT });
    const offenders = await overflowingElements(this);
    if (offenders.length > 0) problems.push(`${name} (${width}px): ${offenders.join('; ')}`);
  }
  assert.deepEqual(problems, [], `Horizontal overflow:\n${problems.join('\n')}`);
}
Then(
  'nothing overflows horizontally at any breakpoint of the spec',
  nothingOverflowsHorizontallyAtAnyBreakpointOfTheSpec,
);
Then(
  'ни на одной ширине из спецификации ничего не вылезает по горизонтали',
  nothingOverflowsHorizontallyAtAnyBreakpointOfTheSpec,
);

/** Full-page screenshots go to files beside the report; the report itself holds the first screen and a link. */
const SCREENSHOT_DIR = 'reports/screenshots';

/** Lazy images load when scrolled near: pass over the page once so the screenshots show them. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
  });
}

/**
 * How long a screenshot may take before the page counts as stuck. A full-page capture of the longest
 * page (the reviews at 375 px, 20 000 px tall) takes under half a second here; now and then, under
 * load, a Chromium page stops producing frames for good, and a capture then waits forever. That page
 * is replaced by a fresh one at the same address: the report keeps its pictures, and the scenario
 * fails only if the fresh page is stuck too.
 */
const SCREENSHOT_PATIENCE_MS = 8_000;

async function freshPage(world: SiteWorld, url: string, width: number): Promise<Page> {
  const page = await world.context.newPage();
  await page.setViewportSize({ width, height: SCREEN_HEIGHT });
  await page.goto(url, { waitUntil: 'load' });
  await pageHydrated(page);
  await scrollThrough(page);
  world.attach(`The page stopped producing frames; these screenshots come from a fresh page at ${url}.`, 'text/plain');
  return page;
}

/**
 * Takes screenshots of the page at these four widths for the test report: the first screen in the report, the full
 * page in reports/screenshots/. It checks nothing but that the pictures could be taken.
 * @topic Screen, connection and preferences
 * @looks the whole page at each width
 * @also scrolls through the page first, so lazy images show; leaves the window at the last width
 * @example the report shows the page at 375, 768, 1280 and 1600 px
 * @example отчёт показывает страницу при ширине 375, 768, 1280 и 1600 px
 */
async function theReportShowsThePageAtAndPx(
  this: SiteWorld,
  phone: number,
  tablet: number,
  laptop: number,
  wide: number,
) {
  let page = this.page;
  await scrollThrough(page);
  const url = page.url();
  const path = new URL(url).pathname;
  const name = path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  for (const width of [phone, tablet, laptop, wide]) {
    const file = `${name}-${width}.jpg`;
    const shoot = async () => {
      await page.setViewportSize({ width, height: SCREEN_HEIGHT });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/${file}`,
        fullPage: true,
        type: 'jpeg',
        quality: 45,
        timeout: SCREENSHOT_PATIENCE_MS,
      });
      return page.screenshot({ type: 'jpeg', quality: 50, timeout: SCREENSHOT_PATIENCE_MS });
    };
    let firstScreen: Buffer;
    try {
      firstScreen = await shoot();
    } catch (error) {
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
      page = await freshPage(this, url, width);
      firstScreen = await shoot();
    }
    this.attach(firstScreen, { mediaType: 'image/jpeg', fileName: `${path} at ${width}px (first screen).jpg` });
    this.attach(`screenshots/${file}`, { mediaType: 'text/uri-list', fileName: `${path} at ${width}px, full page` });
  }
  if (page !== this.page) await page.close();
}
Then('the report shows the page at {int}, {int}, {int} and {int} px', theReportShowsThePageAtAndPx);
Then('отчёт показывает страницу при ширине {int}, {int}, {int} и {int} px', theReportShowsThePageAtAndPx);
