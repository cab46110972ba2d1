/**
 * What a cucumber-js suite driving Chromium through Playwright uses of the harness: marks for steps
 * that need more (or less) than a hydrated page and for steps that move the page's clock, the
 * finder of a Chromium to launch, the guards that fail a scenario on a browser error or a blocked
 * Content-Security-Policy it did not expect, and the accessibility checks (axe-core, html-validate).
 */
export { movesTheClock, needs, scenarioMovesTheClock, scenarioNeed, stepNeed } from './stepNeeds.ts';
export type { StepNeed } from './stepNeeds.ts';
export {
  CHROMIUM_ARGS,
  findChromium,
  findHeadlessChromium,
  HEADLESS_SHELL_PATH,
  NO_CHROMIUM_MESSAGE,
} from './chromium.ts';
export { axeInPage } from './axeInPage.ts';
export { expectFailingFetches, takeBrowserErrors, untakenBrowserErrors, watchBrowserErrors } from './browserErrors.ts';
export { takeCspViolations, untakenCspViolations, watchCspViolations } from './cspViolations.ts';
export type { CspViolation } from './cspViolations.ts';
export {
  BLOCKING_IMPACTS,
  blockingViolations,
  formatHtmlErrors,
  formatViolations,
  htmlErrors,
} from './accessibility.ts';
export type { AxeFindings, AxeImpact, AxeViolation, HtmlError } from './accessibility.ts';
export { readableError, readableSteps } from './readableSteps.ts';
export { stepDoc } from '../stepDocs.ts';
export type { StepNotes } from '../stepDocs.ts';
export type { ReadableStepsOptions } from './readableSteps.ts';
