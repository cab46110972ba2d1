import { setDefinitionFunctionWrapper } from '@cucumber/cucumber';
import { fileURLToPath } from 'node:url';
import { readableSteps } from 'spec-harness/cucumber';
import type { SiteWorld } from './world.ts';

// A failed step says what it expected, where, and what the page had instead, in the words of the
// scenario's reader: no selectors, call logs or stack traces (docs/writing-features.md, "When a step
// fails"). FEATURE_STACKS=1 keeps each failure's original stack below it, for whoever debugs the step.
setDefinitionFunctionWrapper(
  readableSteps({
    root: fileURLToPath(new URL('../..', import.meta.url)),
    page: (world) => (world as SiteWorld).page,
    baseUrl: (world) => (world as SiteWorld).baseUrl,
    stacks: process.env.FEATURE_STACKS === '1',
  }),
);
