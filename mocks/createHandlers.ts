import { contentHandlers } from './handlers/contentHandlers.ts';
import { formHandlers, type SubmissionSink } from './handlers/formHandlers.ts';
import { scenarioHandlers } from './handlers/scenarioHandlers.ts';
import type { FixtureSource } from './fixtureSource.ts';

/**
 * Every mock handler, by noun. The same list serves server-side fetches (msw/node), the browser
 * (service worker, in development) and the offline server's own /api. Order matters: the scenario
 * switch sees every request first; forms come before content, which answers every other GET under
 * /api/ (with a 404 for unknown files).
 */
export function createHandlers(source: FixtureSource, sink?: SubmissionSink) {
  return [...scenarioHandlers(), ...formHandlers(source, sink), ...contentHandlers(source)];
}
