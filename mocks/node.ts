import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { FormEndpoint } from '../contracts/formConstants.ts';
import { createHandlers } from './createHandlers.ts';
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
// Stryker disable next-line BlockStatement: the unit tests' setup makes the handlers before any test runs, so not making them cannot be seen
export function mockHandlers(): RequestHandler[] {
  // Stryker disable next-line AssignmentOperator: the unit tests' setup makes the handlers before any test runs, so making them again cannot be seen
  handlers ??= createHandlers(nodeFixtureSource, (endpoint, data) => {
    acceptedSubmissions.push({ endpoint, data });
    if (acceptedSubmissions.length > ACCEPTED_SUBMISSIONS_KEPT) acceptedSubmissions.shift();
  });
  return handlers;
}

/** The server that intercepts this process's own fetches (server-side rendering, unit tests), made on first use. */
// Stryker disable next-line BlockStatement: the unit tests' setup makes the server before any test runs, so not making it cannot be seen
export function mockServer(): SetupServer {
  // Stryker disable next-line AssignmentOperator: the unit tests' setup makes the server before any test runs, so making it again cannot be seen
  server ??= setupServer(...mockHandlers());
  return server;
}
