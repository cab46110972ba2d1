import { setupWorker } from 'msw/browser';
import type { FixtureSource } from './fixtureSource.ts';
import { createHandlers } from './createHandlers.ts';

// Vite bundles the fixtures lazily: a page pays only for the files its requests touch.
const fixtures = import.meta.glob<unknown>(['../fixtures/**/*.json', '!../fixtures/submissions/**'], {
  import: 'default',
});

const browserFixtureSource: FixtureSource = async (path) => {
  const load = fixtures[`../fixtures/${path}`];
  return load ? await load() : undefined;
};

export const worker = setupWorker(...createHandlers(browserFixtureSource));
