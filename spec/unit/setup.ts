import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from '../../mocks/node.ts';

// Every fetch a unit test makes is answered by the mocks; anything they do not handle is an error.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());
