import { contentHandlers } from './handlers/content.ts';
import { formHandlers } from './handlers/forms.ts';
import type { FixtureSource } from './fixtureSource.ts';

/**
 * Every mock handler, by noun. The same list serves server-side fetches (msw/node), the browser
 * (service worker, in development) and the offline server's own /api. More specific handlers come
 * first: the content handler answers every other GET under /api/ (with a 404 for unknown files).
 */
export function createHandlers(source: FixtureSource) {
  return [...formHandlers(), ...contentHandlers(source)];
}
