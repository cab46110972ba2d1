import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { FormEndpoint } from '../contracts/forms.ts';
import { createHandlers } from './handlers.ts';
import { nodeFixtureSource } from './nodeFixtureSource.ts';

/** How many accepted submissions the process remembers; a long-running dev server must not grow forever. */
export const ACCEPTED_SUBMISSIONS_KEPT = 100;

/** What the mock form endpoints accepted in this process, oldest first (for tests; never persisted). */
export const acceptedSubmissions: { endpoint: FormEndpoint; data: unknown }[] = [];

let handlers: RequestHandler[] | undefined;
let server: SetupServer | undefined;

/**
 * The mock handlers over the fixtures on disk, made on first use and kept: importing this module does
 * no work, so a tool that only needs a constant of it loads it cheaply.
 */
export function mockHandlers(): RequestHandler[] {
  handlers ??= createHandlers(nodeFixtureSource, (endpoint, data) => {
    acceptedSubmissions.push({ endpoint, data });
    if (acceptedSubmissions.length > ACCEPTED_SUBMISSIONS_KEPT) acceptedSubmissions.shift();
  });
  return handlers;
}

/** The server that intercepts this process's own fetches (server-side rendering, unit tests), made on first use. */
export function mockServer(): SetupServer {
  server ??= setupServer(...mockHandlers());
  return server;
}
