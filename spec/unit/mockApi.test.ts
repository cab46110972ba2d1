import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../site/server/middleware/mockApi.ts';

// The middleware alone, with handlers of its own: what a developer asking the server's /api gets.
const app = new Hono();
app.all('/api/*', mockApi([http.get('http://site.test/api/home.json', () => HttpResponse.json({ hero: 'x' }))]));

describe('mockApi: the server’s own /api from the fixtures', () => {
  it('answers what a handler answers, and a HEAD as its GET', async () => {
    expect(await (await app.request('http://site.test/api/home.json')).json()).toEqual({ hero: 'x' });
    expect((await app.request('http://site.test/api/home.json', { method: 'HEAD' })).status).toBe(200);
  });

  it('names the request no handler answers, and where to look for what exists', async () => {
    const response = await app.request('http://site.test/api/nothing.json', { method: 'DELETE' });
    expect(response.status).toBe(404);
    const { error } = (await response.json()) as { error: { status: number; message: string } };
    expect(error.status).toBe(404);
    expect(error.message).toContain('No DELETE /api/nothing.json in the API');
    expect(error.message).toContain('contracts/generated/openapi.json');
  });
});
