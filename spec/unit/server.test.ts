import { describe, expect, it } from 'vitest';
import { mockHandlers } from '../../mocks/node.ts';
import { brand } from '../../site/config/brand.ts';
import { createApp } from '../../site/server/createApp.ts';
import { capturedLog } from '../support/capturedLog.ts';

const app = createApp({ pages: async (c) => c.html('<h1>page</h1>'), mockHandlers: mockHandlers() });
const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://site.test${path}`, { headers });

describe('the server pipeline', () => {
  it('answers /healthz', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('redirects before anything is rendered, keeping the query', async () => {
    const response = await get('/create-site?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/services/sozdanie-saytov/?x=1');
  });

  it('sends /career/ to the configured career site', async () => {
    const response = await get('/career/');
    expect(response.headers.get('location')).toBe(brand.external.career);
  });

  it('sets the three campaign cookies on an HTML page, and none on a redirect or the API', async () => {
    const page = await get('/?utm_source=yandex');
    const cookies = page.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['utm_source', 'utm_medium', 'utm_campaign']);
    expect(cookies[0]).toMatch(/^utm_source=yandex; Max-Age=\d+; Path=\/; SameSite=Lax$/);
    expect((await get('/contacts?utm_source=yandex')).headers.getSetCookie()).toEqual([]);
    expect((await get('/api/home.json?utm_source=yandex')).headers.getSetCookie()).toEqual([]);
  });

  it('marks campaign cookies Secure on https', async () => {
    const response = await app.request('https://site.test/?utm_source=yandex');
    expect(response.headers.getSetCookie().every((cookie) => cookie.includes('; Secure'))).toBe(true);
  });

  it('serves the API from fixtures when mocks are on', async () => {
    const response = await get('/api/en/home.json');
    expect(response.status).toBe(200);
    expect((await response.json()) as unknown).toMatchObject({ hero: { title: 'Digital products that sell' } });
  });

  it('answers HEAD on the API as GET, without the body', async () => {
    const response = await app.request('http://site.test/api/en/home.json', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe('');
  });

  it('answers an unknown API path with a JSON 404 that says what exists', async () => {
    const response = await get('/api/no-such-file.json');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: { status: 404, message: expect.stringContaining('openapi.json') },
    });
  });

  it('does not serve /api without mocks, and says where the API is', async () => {
    const withoutMocks = createApp({ pages: async (c) => c.html('') });
    const response = await withoutMocks.request('http://site.test/api/home.json');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: expect.stringContaining('API_BASE_URL') } });
  });

  it('hides the details of an unexpected failure from the visitor and logs them for operators, with the request', async () => {
    const logged = await capturedLog();
    const failing = createApp({
      log: logged.log,
      pages: async () => {
        throw new Error('database password is hunter2');
      },
    });
    const response = await failing.request('http://site.test/');
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('hunter2');
    const requestId = response.headers.get('x-request-id');
    const error = logged.lines.find((line) => line.level === 'error');
    expect(error).toMatchObject({
      reqId: requestId,
      err: { message: 'database password is hunter2', stack: expect.stringContaining('server.test.ts') },
    });
  });

  it('answers malformed percent-encoding with a 400 that says what is wrong, for pages and the API', async () => {
    for (const path of ['/%E0%A4%A/', '/%/', '/api/%E0%A4%A.json']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toContain('malformed percent-encoding');
    }
  });
});
