import { setupServer } from 'msw/node';
import { createHandlers } from './handlers.ts';
import { nodeFixtureSource } from './nodeFixtureSource.ts';

export const handlers = createHandlers(nodeFixtureSource);

/** Intercepts this process's own fetches (server-side rendering, unit tests). */
export const mockServer = setupServer(...handlers);
