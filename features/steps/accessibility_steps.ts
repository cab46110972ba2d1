import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, RunOptions } from 'axe-core';
import {
  axeInPage,
  BLOCKING_IMPACTS,
  blockingViolations,
  formatHtmlErrors,
  formatViolations,
  htmlErrors,
  needs,
} from 'spec-harness/cucumber';
import type { SiteWorld } from '../support/world.ts';

/**
 * Runs the axe-core accessibility checker on the page as it is on screen now (any menu or notice left open is checked
 * too) and fails on any violation rated serious or critical, listing each with the elements at fault.
 * @topic Accessibility
 * @looks the whole page as shown now, every frame included
 * @also lets the page's clock run again and finishes running animations first, so that colours are judged in their end
 *   state; attaches axe's summary to the report
 * @example axe finds no serious or critical violations
 * @example axe не находит серьёзных и критических нарушений
 */
async function axeFindsNoSeriousOrCriticalViolations(this: SiteWorld) {
  // Once per page, on the page as the visitor sees it now (hydrated, with any menu or notice open).
  // axe schedules its work on timers: a scenario that stopped the page's clock has its state on screen
  // by now, so time flows again for the check.
  if (this.browser?.clockPaused) await this.page.clock.resume();
  // Blocks below the first screen are painted only as they come near the window (content-visibility:
  // auto); axe reads a text's background from what is painted, and finds none behind a block not painted
  // yet. The check has the browser paint them all, as a visitor's scrolling would, and then leaves them be.
  await this.page.evaluate(`for (const element of document.querySelectorAll('*'))
    if (getComputedStyle(element).contentVisibility === 'auto') {
      element.style.contentVisibility = 'visible';
      element.dataset.paintedForAxe = '';
    }`);
  // CSS reveals (the search block fades in over 800 ms) and transitions run on the browser's own
  // timeline: judged half-way, a text's contrast is its colour blended with the background. The check
  // sees the end state, also of the transitions the blocks just painted start when their styles are
  // brought up to date (the call to action's button fades its background in from transparent).
  await this.page.evaluate(`document.body.getBoundingClientRect();
  document.getAnimations().forEach((animation) => {
    try { animation.finish(); } catch { /* an infinite animation has no end */ }
  })`);
  // resultTypes: only violations are collected in full (passes and the rest by one example), which
  // makes axe faster on long pages; every rule still runs.
  const options: RunOptions = { resultTypes: ['violations'] };
  // AxeBuilder runs axe in each frame and merges the results in a blank page it opens for that,
  // ~0.7 s a page here. A page without frames (the site's one iframe, a video's player, comes only
  // when a visitor presses play) is checked by the same rules with axe.run in the page itself.
  const results =
    this.page.frames().length === 1
      ? await axeInPage<AxeResults>(this.page, options)
      : await new AxeBuilder({ page: this.page }).options(options).analyze();
  await this.page.evaluate(`for (const element of document.querySelectorAll('[data-painted-for-axe]')) {
    element.style.contentVisibility = '';
    delete element.dataset.paintedForAxe;
  }`);
  const blocking = blockingViolations(results);
  const elements = blocking.reduce((count, violation) => count + violation.nodes.length, 0);
  this.attach(
    `axe-core ${results.testEngine.version} on ${this.page.url()}: ${results.violations.length} rules violated, ` +
      `${blocking.length} of them ${BLOCKING_IMPACTS.join(' or ')} (${elements} elements); ${results.passes.length} rules pass`,
    'text/plain',
  );
  assert.equal(
    blocking.length,
    0,
    `axe finds ${BLOCKING_IMPACTS.join(' or ')} violations:\n\n${formatViolations(blocking)}`,
  );
}
Then('axe finds no serious or critical violations', axeFindsNoSeriousOrCriticalViolations);
Then('axe не находит серьёзных и критических нарушений', axeFindsNoSeriousOrCriticalViolations);

/**
 * Checks that the HTML document the server sent for the page opened last (not the page after its code has run) has no
 * error by html-validate.
 * @topic Accessibility
 * @looks the body of the server's answer for the page opened last
 * @example the HTML the server sent is valid
 * @example HTML, присланный сервером, валиден
 */
async function theHtmlTheServerSentIsValid(this: SiteWorld) {
  // The server's own HTML (the navigation's response body), not the DOM after hydration: crawlers,
  // readers without JavaScript and the first paint all get this document.
  assert.ok(this.lastResponse, 'no page was opened');
  const errors = await htmlErrors(await this.lastResponse.text());
  assert.equal(errors.length, 0, `html-validate finds ${errors.length} errors:\n${formatHtmlErrors(errors)}`);
}
Then(...needs('served', 'the HTML the server sent is valid', theHtmlTheServerSentIsValid));
Then(...needs('served', 'HTML, присланный сервером, валиден', theHtmlTheServerSentIsValid));
