import { setupWorker } from 'msw/browser';
import type { FixtureSource } from './fixtureSource.ts';
import { createHandlers } from './handlers.ts';

// Vite bundles the fixtures lazily: a page pays only for the files its requests touch.
const fixtures = import.meta.glob<unknown>('../fixtures/*/*.json', { import: 'default' });

const browserFixtureSource: FixtureSource = async (locale, file) => {
  const load = fixtures[`../fixtures/${locale}/${file}`];
  return load ? await load() : undefined;
};

export const worker = setupWorker(...createHandlers(browserFixtureSource));
