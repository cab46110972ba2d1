import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { BREAKPOINTS } from '../../site/config/breakpoints.ts';
import type { SiteWorld } from '../support/world.ts';

const SCREEN_HEIGHT = 900;

/** Elements that stick out of the viewport on the right, named so that a failure says where to look. */
async function overflowingElements(world: SiteWorld): Promise<string[]> {
  return world.page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX !== 'visible') return parent !== document.body && parent !== document.documentElement;
      }
      return false;
    };
    const offenders = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 1 && !clipped(element),
    );
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}> ${Math.round(element.getBoundingClientRect().right)}px`;
    return [`page is ${document.documentElement.scrollWidth}px wide`, ...offenders.slice(0, 8).map(name)];
  });
}

Then('nothing overflows horizontally at any breakpoint of the spec', async function (this: SiteWorld) {
  const problems: string[] = [];
  for (const [name, width] of Object.entries(BREAKPOINTS)) {
    await this.page.setViewportSize({ width, height: SCREEN_HEIGHT });
    const offenders = await overflowingElements(this);
    if (offenders.length > 0) problems.push(`${name} (${width}px): ${offenders.join('; ')}`);
  }
  assert.deepEqual(problems, [], `Horizontal overflow:\n${problems.join('\n')}`);
});

Then(
  'the report shows the page at {int}, {int}, {int} and {int} px',
  async function (this: SiteWorld, ...widths: number[]) {
    // Lazy images load when scrolled near: pass over the page once so the screenshots show them.
    await this.page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise(requestAnimationFrame);
      }
    });
    for (const width of widths) {
      await this.page.setViewportSize({ width, height: SCREEN_HEIGHT });
      await this.page.evaluate(() => window.scrollTo(0, 0));
      // Full pages as JPEG: readable, and small enough that the HTML report stays light.
      const screenshot = await this.page.screenshot({ fullPage: true, type: 'jpeg', quality: 45 });
      this.attach(screenshot, {
        mediaType: 'image/jpeg',
        fileName: `${new URL(this.page.url()).pathname} at ${width}px.jpg`,
      });
    }
  },
);
