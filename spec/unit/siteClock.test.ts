import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SITE_CLOCK_COOKIE, siteClockOf } from '../../site/server/siteClock.ts';

/** The time a request with this Cookie header has on a test server whose own clock reads 1 000 000. */
async function timeWith(cookie?: string): Promise<number> {
  const app = new Hono().get('/', (c) => c.text(String(siteClockOf(c, 1_000_000))));
  const response = await app.request('http://site.test/', { headers: cookie ? { cookie } : {} });
  return Number(await response.text());
}

describe('the site clock of a test server', () => {
  it('reads the time of a request from the site-clock cookie, in ms', async () => {
    expect(await timeWith(`${SITE_CLOCK_COOKIE}=1796000000000`)).toBe(1_796_000_000_000);
    expect(await timeWith(`other=1; ${SITE_CLOCK_COOKIE}=0`)).toBe(0);
  });

  it('keeps its own time without the cookie, or with one that is not a whole number of ms it can take', async () => {
    for (const value of [undefined, 'x', '-5', '1.5', '1e9', '', '99999999999999'])
      expect(await timeWith(value === undefined ? undefined : `${SITE_CLOCK_COOKIE}=${value}`), value).toBe(1_000_000);
  });
});
