import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import submission from '../../fixtures/submissions/form_application.json';
import research from '../../fixtures/submissions/form_study_ecom.json';
import { ATTACHMENT_MAX_BYTES } from '../../contracts/attachment.ts';
import { formDataFromSubmission } from '../../contracts/multipartSubmission.ts';
import { contentHandlers } from '../../mocks/handlers/contentHandlers.ts';
import { ACCEPTED_SUBMISSIONS_KEPT, acceptedSubmissions, mockServer } from '../../mocks/node.ts';
import { MOCK_SCENARIO_COOKIE, MOCK_SCENARIO_HEADER, SLOW_DEFAULT_MS } from '../../contracts/mockScenario.ts';

const api = 'http://api.test';
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api}${path}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers });
type Errors = { errors: { field: string; code: string; message: string }[] };

describe('content mocks (through msw/node, as server-side rendering sees them)', () => {
  it('serve ru content under /api/ and en content under /api/en/', async () => {
    const ru = (await (await fetch(`${api}/api/home.json`)).json()) as { meta: { title: string } };
    const en = (await (await fetch(`${api}/api/en/home.json`)).json()) as { meta: { title: string } };
    expect(ru.meta.title).toMatch(/интернет-магазины/);
    expect(en.meta.title).toMatch(/online stores/);
  });

  it('answer a file no endpoint serves with a JSON 404 that says where the list of files is', async () => {
    const response = await fetch(`${api}/api/en/nope.json`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        status: 404,
        message:
          'No content file "nope.json" for locale en: see contracts/generated/openapi.json for the files that exist.',
      },
    });
  });

  it('say what is missing in a 404: the thing a slug names, or the fixture of a file without parameters', async () => {
    const noFixtures = contentHandlers(async () => undefined);
    mockServer().use(...noFixtures);
    const slug = await fetch(`${api}/api/portfolio-web-studii/projects/no-such-project.json`);
    expect(((await slug.json()) as { error: { message: string } }).error.message).toMatch(
      /^Nothing with slug "no-such-project" in ru: .+ does not exist\.$/,
    );
    const plain = await fetch(`${api}/api/en/home.json`);
    expect(await plain.json()).toEqual({
      error: { status: 404, message: 'Content file "home.json" has no en fixture yet.' },
    });
  });

  it('answer an unknown slug of a known family with a JSON 404 naming the slug', async () => {
    for (const path of [
      '/api/services/no-such-service.json',
      '/api/en/portfolio-web-studii/projects/no-such-project.json',
    ]) {
      const response = await fetch(`${api}${path}`);
      expect(response.status, path).toBe(404);
      expect(JSON.stringify(await response.json()), path).toMatch(/no-such-/);
    }
  });

  it('answer a fixture that breaks its contract with a 500 naming the file and field, without a stack', async () => {
    mockServer().use(...contentHandlers(async () => ({ meta: { title: '' } })));
    const response = await fetch(`${api}/api/home.json`);
    expect(response.status).toBe(500);
    const body = JSON.stringify(await response.json());
    expect(body).toContain('fixtures/ru/home.json breaks its contract');
    expect(body).toContain('meta.title');
    expect(body).not.toContain('    at ');
  });

  it('serve form definitions without a locale prefix, and 404 an unknown form', async () => {
    const response = await fetch(`${api}/api/forms/feedback-ctp.json`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { form: { inputs: { id: number; name: string; value: unknown }[] } };
    };
    expect(data.form.inputs.find((input) => input.name === 'topic')?.value).toBe('ctp');
    expect(data.form.inputs.every((input, index) => input.id === index + 1)).toBe(true);
    expect((await fetch(`${api}/api/forms/nope.json`)).status).toBe(404);
    expect((await fetch(`${api}/api/en/forms/feedback.json`)).status).toBe(404);
  });
});

describe('form mocks', () => {
  // The list is the process's, capped at ACCEPTED_SUBMISSIONS_KEPT: other test files sharing the process
  // may have filled it, and at the cap a new entry pushes the oldest out and the length stays the same.
  beforeEach(() => {
    acceptedSubmissions.length = 0;
  });

  it('accept a valid feedback submission and a valid research request', async () => {
    const before = acceptedSubmissions.length;
    expect(await (await post('/api/form_application/', submission)).json()).toEqual({ ok: true });
    expect(await (await post('/api/form_study_ecom/', research)).json()).toEqual({ ok: true });
    expect(acceptedSubmissions.slice(before).map((s) => s.endpoint)).toEqual(['form_application', 'form_study_ecom']);
  });

  it('remember at most ACCEPTED_SUBMISSIONS_KEPT, dropping the oldest', async () => {
    const older = Array.from({ length: ACCEPTED_SUBMISSIONS_KEPT - 1 }, () => ({
      endpoint: 'form_study_ecom' as const,
      data: {},
    }));
    acceptedSubmissions.push(...older);
    await post('/api/form_application/', submission);
    expect(acceptedSubmissions).toHaveLength(ACCEPTED_SUBMISSIONS_KEPT);
    expect(acceptedSubmissions[0]).toBe(older[0]);
    await post('/api/form_application/', submission);
    expect(acceptedSubmissions).toHaveLength(ACCEPTED_SUBMISSIONS_KEPT);
    expect(acceptedSubmissions[0]).toBe(older[1]);
  });

  it('answer 422 with one error per invalid field, in the language of the body', async () => {
    const body = { ...submission, email: 'not-an-email', consent: false, phone: '12' };
    const ru = await post('/api/form_application/', body);
    expect(ru.status).toBe(422);
    const { errors } = (await ru.json()) as Errors;
    expect(errors.map((e) => e.field).sort()).toEqual(['consent', 'email', 'phone']);
    expect(errors.find((e) => e.field === 'email')?.message).toBe(
      'Проверьте e-mail: он\u00a0выглядит как\u00a0name@company.ru.',
    );
    const en = (await (await post('/api/form_application/', { ...body, locale: 'en' })).json()) as Errors;
    expect(en.errors.find((e) => e.field === 'email')?.message).toBe(
      'Check the e-mail: it looks like name@company.com.',
    );
  });

  it('tell a missing field from a malformed one and a too long one', async () => {
    const withoutName: Partial<typeof research> = { ...research };
    delete withoutName.name;
    const response = await post('/api/form_study_ecom/', {
      ...withoutName,
      company: 'x'.repeat(151),
      industry: 'space',
    });
    const { errors } = (await response.json()) as Errors;
    expect(errors).toEqual([
      { field: 'name', code: 'required', message: 'Tell us your name.' },
      { field: 'company', code: 'too_long', message: 'Shorten the company name to 150\u00a0characters.' },
      { field: 'industry', code: 'invalid', message: 'Choose the industry from the list.' },
    ]);
  });

  it('answer a body that is not a JSON object with 400 in the language of Accept-Language', async () => {
    for (const body of ['name=Anna', '', 'null', '[]', '"Anna"', '42']) {
      const response = await post('/api/form_application/', body, { 'accept-language': 'en-GB,en;q=0.9' });
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({
        error: { status: 400, message: 'Send the form as a JSON object of its fields.' },
      });
    }
  });

  it('thank a bot that filled the honeypot and drop what it sent', async () => {
    const before = acceptedSubmissions.length;
    const response = await post('/api/form_application/', {
      ...submission,
      website: 'http://spam.example',
      email: 'x',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(acceptedSubmissions.length).toBe(before);
  });

  it('take a feedback submission with a file as multipart/form-data, and check the file as the browser does', async () => {
    const before = acceptedSubmissions.length;
    const brief = new File(['Нужен портал для дилеров: каталог, заказы, обмен с 1С.'], 'brief.docx');
    const ok = await fetch(`${api}/api/form_application/`, {
      method: 'POST',
      body: formDataFromSubmission(submission, brief),
    });
    expect(await ok.json()).toEqual({ ok: true });
    const accepted = acceptedSubmissions.slice(before)[0]?.data as { attachment?: File; consent?: unknown };
    expect(accepted.attachment?.name).toBe('brief.docx');
    expect(accepted.consent).toBe(true);

    const video = new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], 'demo.pdf');
    const tooBig = await fetch(`${api}/api/form_application/`, {
      method: 'POST',
      body: formDataFromSubmission({ ...submission, locale: 'en' }, video),
    });
    expect(tooBig.status).toBe(422);
    expect(((await tooBig.json()) as Errors).errors).toEqual([
      {
        field: 'attachment',
        code: 'too_long',
        message: 'The file is over 10\u00a0MB: zip it or send a link in the message.',
      },
    ]);

    const program = await fetch(`${api}/api/form_application/`, {
      method: 'POST',
      body: formDataFromSubmission(submission, new File(['MZ'], 'setup.exe')),
    });
    expect(((await program.json()) as Errors).errors.map((e) => [e.field, e.code])).toEqual([
      ['attachment', 'invalid'],
    ]);
  });

  it('answer other methods on a form endpoint with 405 and Allow: POST', async () => {
    const response = await fetch(`${api}/api/form_application/`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('the mock scenario switch', () => {
  afterEach(() => vi.useRealTimers());

  it('makes content answer 503 with Retry-After when the header asks', async () => {
    const response = await fetch(`${api}/api/en/home.json`, { headers: { [MOCK_SCENARIO_HEADER]: '503' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toMatchObject({ error: { status: 503 } });
  });

  it('makes a form answer 429 in the form failure shape when the cookie asks', async () => {
    const response = await post('/api/form_application/', submission, { cookie: `a=b; ${MOCK_SCENARIO_COOKIE}=429` });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.json()).toMatchObject({ ok: false, retryAfterSeconds: 60 });
  });

  it('makes any endpoint answer 500', async () => {
    for (const path of ['/api/services/web.json', '/api/forms/feedback.json']) {
      const response = await fetch(`${api}${path}`, { headers: { [MOCK_SCENARIO_HEADER]: '500' } });
      expect(response.status, path).toBe(500);
    }
  });

  it('"slow" holds the answer for its delay, then answers normally', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let settled = false;
    const pending = fetch(`${api}/api/home.json`, { headers: { [MOCK_SCENARIO_HEADER]: 'slow' } }).then((r) => {
      settled = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(SLOW_DEFAULT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(200);
  });

  it('names the scenarios that exist when asked for an unknown one', async () => {
    const response = await fetch(`${api}/api/home.json`, { headers: { [MOCK_SCENARIO_HEADER]: 'explode' } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('slow-<ms>');
  });
});
