import { mkdir } from 'node:fs/promises';
import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { BREAKPOINTS } from '../../site/config/breakpoints.ts';
import type { SiteWorld } from '../support/world.ts';

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

async function theReportShowsThePageAtAndPx(
  this: SiteWorld,
  phone: number,
  tablet: number,
  laptop: number,
  wide: number,
) {
  // Lazy images load when scrolled near: pass over the page once so the screenshots show them.
  await this.page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
  });
  const path = new URL(this.page.url()).pathname;
  const name = path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  for (const width of [phone, tablet, laptop, wide]) {
    await this.page.setViewportSize({ width, height: SCREEN_HEIGHT });
    await this.page.evaluate(() => window.scrollTo(0, 0));
    const file = `${name}-${width}.jpg`;
    await this.page.screenshot({ path: `${SCREENSHOT_DIR}/${file}`, fullPage: true, type: 'jpeg', quality: 45 });
    const firstScreen = await this.page.screenshot({ type: 'jpeg', quality: 50 });
    this.attach(firstScreen, { mediaType: 'image/jpeg', fileName: `${path} at ${width}px (first screen).jpg` });
    this.attach(`screenshots/${file}`, { mediaType: 'text/uri-list', fileName: `${path} at ${width}px, full page` });
  }
}
Then('the report shows the page at {int}, {int}, {int} and {int} px', theReportShowsThePageAtAndPx);
Then('отчёт показывает страницу при ширине {int}, {int}, {int} и {int} px', theReportShowsThePageAtAndPx);
