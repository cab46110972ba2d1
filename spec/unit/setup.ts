import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { loadDeferredParts } from '../../site/components/deferHydration.tsx';

// Every fetch a unit test makes is answered by the mocks; anything they do not handle is an error.
beforeAll(() => mockServer().listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer().resetHandlers());
afterAll(() => mockServer().close());

// Markup tests render as the server does, which holds the code of the parts hydrated later (decision 016).
beforeAll(loadDeferredParts);
