import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_TARGET_LENGTH } from '../../site/rules/requestLimits.ts';
import { rejectMalformedUrls } from '../../site/server/middleware/rejectMalformedUrls.ts';

const app = new Hono();
app.use(rejectMalformedUrls());
app.get('*', (c) => c.text('served'));

describe('rejectMalformedUrls: addresses no page can have', () => {
  it('answers a page in text and the API in its error shape', async () => {
    const page = await app.request('/%E0%A4%A/');
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/u);
    const api = await app.request('/api/%E0%A4%A.json');
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({
      error: {
        status: 400,
        message: 'The address has malformed percent-encoding: every "%" must start a valid "%XX" UTF-8 escape.',
      },
    });
    // Only a whole /api/ segment is the API.
    expect((await app.request('/apidocs/%/')).headers.get('content-type')).toMatch(/^text\/plain/u);
  });

  it('refuses a target over the limit with 414, and serves one at it', async () => {
    const at = `/${'a'.repeat(MAX_REQUEST_TARGET_LENGTH - 1)}`;
    expect((await app.request(at)).status).toBe(200);
    expect((await app.request(`${at}b`)).status).toBe(414);
  });

  it('serves well-formed addresses', async () => {
    expect(await (await app.request('/%D1%83%D1%81%D0%BB%D1%83%D0%B3%D0%B8/?q=%25')).text()).toBe('served');
  });
});
