import { afterEach, describe, expect, it } from 'vitest';
import { z } from '../../contracts/zod.ts';

// Decision 012: the site's Content-Security-Policy has no 'unsafe-eval', so in the browser zod must
// not probe `new Function` (the probe is reported as a violation). The server keeps the faster JIT.
describe('the one zod instance of the contracts', () => {
  const jitless = z.config().jitless;
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
    z.config({ jitless });
  });

  /** A fresh copy of contracts/zod.ts (another address), loaded now: its zod is the same package. */
  const load = async (copy: string) => {
    const address = `../../contracts/zod.ts?${copy}`;
    return ((await import(address)) as typeof import('../../contracts/zod.ts')).z;
  };

  it('compiles parsers on the server', async () => {
    z.config({ jitless: false });
    expect(await load('on-the-server')).toBe(z);
    expect(z.config().jitless).toBe(false);
  });

  it('compiles no parser in the browser', async () => {
    Reflect.set(globalThis, 'window', globalThis);
    expect(await load('in-the-browser')).toBe(z);
    expect(z.config().jitless).toBe(true);
  });
});
