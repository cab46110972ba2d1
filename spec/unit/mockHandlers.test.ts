import { describe, expect, it } from 'vitest';
import submission from '../../fixtures/forms/feedback-submission.json';
import { contentHandlers } from '../../mocks/handlers/content.ts';
import { mockServer } from '../../mocks/node.ts';

const api = 'http://api.test';

describe('mock handlers (through msw/node, as server-side rendering sees them)', () => {
  it('serve ru content under /api/ and en content under /api/en/', async () => {
    const ru = (await (await fetch(`${api}/api/home.json`)).json()) as { meta: { title: string } };
    const en = (await (await fetch(`${api}/api/en/home.json`)).json()) as { meta: { title: string } };
    expect(ru.meta.title).toMatch(/интернет-магазины/);
    expect(en.meta.title).toMatch(/online stores/);
  });

  it('answer an unknown content file with a JSON 404 naming the known files', async () => {
    const response = await fetch(`${api}/api/en/nope.json`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { status: 404, message: 'No content file "nope.json" for locale en. Known files: home.json.' },
    });
  });

  it('accept a valid feedback submission', async () => {
    const response = await fetch(`${api}/api/form_application/`, { method: 'POST', body: JSON.stringify(submission) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answer an invalid submission with 422 and an error per field', async () => {
    const body = { ...submission, email: 'not-an-email', consent: false, website: 'http://spam.example' };
    const response = await fetch(`${api}/api/form_application/`, { method: 'POST', body: JSON.stringify(body) });
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: { field: string; message: string }[] };
    expect(errors.map((e) => e.field).sort()).toEqual(['consent', 'email', 'website']);
    expect(errors.find((e) => e.field === 'email')?.message).toMatch(/name@company/);
  });

  it('answer a body that is not JSON with 422 that says to send JSON', async () => {
    const response = await fetch(`${api}/api/form_application/`, { method: 'POST', body: 'name=Anna' });
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain('Send the form as a JSON object.');
  });

  it('answer a fixture that breaks its contract with a 500 naming the file and field, without a stack', async () => {
    mockServer.use(...contentHandlers(async () => ({ meta: { title: '' } })));
    const response = await fetch(`${api}/api/home.json`);
    expect(response.status).toBe(500);
    const body = JSON.stringify(await response.json());
    expect(body).toContain('fixtures/ru/home.json breaks its contract');
    expect(body).toContain('meta.title');
    expect(body).not.toContain('    at ');
  });
});
