import { setupServer } from 'msw/node';
import type { FormEndpoint } from '../contracts/forms.ts';
import { createHandlers } from './handlers.ts';
import { nodeFixtureSource } from './nodeFixtureSource.ts';

/** How many accepted submissions the process remembers; a long-running dev server must not grow forever. */
export const ACCEPTED_SUBMISSIONS_KEPT = 100;

/** What the mock form endpoints accepted in this process, oldest first (for tests; never persisted). */
export const acceptedSubmissions: { endpoint: FormEndpoint; data: unknown }[] = [];

export const handlers = createHandlers(nodeFixtureSource, (endpoint, data) => {
  acceptedSubmissions.push({ endpoint, data });
  if (acceptedSubmissions.length > ACCEPTED_SUBMISSIONS_KEPT) acceptedSubmissions.shift();
});

/** Intercepts this process's own fetches (server-side rendering, unit tests). */
export const mockServer = setupServer(...handlers);
