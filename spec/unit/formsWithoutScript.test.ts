import { describe, expect, it } from 'vitest';
import { mockHandlers } from '../../mocks/node.ts';
import { FORM_BODY_MAX_BYTES } from '../../site/rules/formAbuse.ts';
import {
  FORM_SENT_QUERY,
  formPageOf,
  isBrowserFormPost,
  isFormSentAddress,
} from '../../site/rules/formsWithoutScript.ts';
import { createApp } from '../../site/server/createApp.ts';
import { formsWithoutScript } from '../../site/server/middleware/formsWithoutScript.ts';

/**
 * Spec 4.14, decision 024: a form the browser posts itself. The pages handler stands in for Vike:
 * it answers with what it was asked to render, so the tests see the page and the form as posted.
 */
function siteApp({ rateLimit = 100, client = '192.0.2.1' } = {}) {
  const renders: { url: string; echo: unknown }[] = [];
  const app = createApp({
    pages: async (c) => {
      const url = c.get('renderUrl') ?? c.req.url;
      renders.push({ url, echo: c.get('formEcho') });
      return c.html(`<h1>${new URL(url).pathname}</h1>`);
    },
    mockHandlers: mockHandlers(),
    formGuard: { rateLimit, clientOf: () => client },
  });
  return { app, renders };
}

const VALID = {
  page: '/feedback/',
  locale: 'ru',
  topic: 'general',
  name: 'Анна Петрова',
  phone: '+7 912 345-67-89',
  email: 'anna.petrova@example.ru',
  message: 'Нужен B2B-портал для дилеров с обменом заказами через 1С.',
  consent: 'on',
  website: '',
};

/** What Chromium sends for a form post without script: a navigation, same-origin, urlencoded. */
const browserPost = (
  app: ReturnType<typeof createApp>,
  fields: Record<string, string>,
  { path = '/api/form_application/', headers = {} } = {},
) =>
  app.request(`http://site.test${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-site': 'same-origin',
      accept: 'text/html,application/xhtml+xml',
      ...headers,
    },
  });

describe('a form posted by the browser itself (spec 4.14)', () => {
  it('sends a valid request on to the backend and answers 303 to the form page’s confirmation', async () => {
    const { app, renders } = siteApp();
    const response = await browserPost(app, VALID);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/feedback/${FORM_SENT_QUERY}`);
    expect(renders).toEqual([]);
  });

  it('answers a refused request with the form page again, 422, every value and the messages, stored by no cache', async () => {
    const { app, renders } = siteApp();
    const response = await browserPost(app, { ...VALID, page: '/en/feedback/', phone: '12-34', consent: '' });
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('<h1>/en/feedback/</h1>');
    expect(renders).toHaveLength(1);
    const [render] = renders;
    expect(render?.url).toBe('http://site.test/en/feedback/');
    expect(render?.echo).toEqual({
      values: {
        topic: 'general',
        name: 'Анна Петрова',
        phone: '12-34',
        email: 'anna.petrova@example.ru',
        message: VALID.message,
        consent: false,
        website: '',
      },
      errors: {
        phone: 'A phone number has 10\u00a0to 15\u00a0digits with the country code, e.g. +44 20 7946 0000.',
        consent: 'Agree to the processing of personal data: we cannot accept the form without it.',
      },
    });
  });

  it('counts against the client’s rate limit like the script’s request, and says so on the form page (429)', async () => {
    const { app, renders } = siteApp({ rateLimit: 1 });
    expect((await browserPost(app, VALID)).status).toBe(303);
    const limited = await browserPost(app, VALID);
    expect(limited.status).toBe(429);
    expect(renders.at(-1)?.echo).toMatchObject({ failure: 'rateLimited', values: { name: 'Анна Петрова' } });
  });

  it('answers the repeat of an accepted request with the form page again (409), every value kept (spec 4.15)', async () => {
    const { app, renders } = siteApp();
    expect((await browserPost(app, VALID)).status).toBe(303);
    const repeated = await browserPost(app, { ...VALID, message: 'И ещё: нужна интеграция с CRM.' });
    expect(repeated.status).toBe(409);
    expect(renders.at(-1)?.echo).toMatchObject({
      failure: 'repeated',
      errors: {},
      values: { email: VALID.email, message: 'И ещё: нужна интеграция с CRM.' },
    });
  });

  it('shows a backend failure on the form page with every value (502), and keeps the failure’s scenario off the page’s render', async () => {
    const { app, renders } = siteApp();
    const response = await browserPost(app, VALID, { headers: { 'x-mock-scenario': '500' } });
    expect(response.status).toBe(502);
    expect(renders.at(-1)?.echo).toMatchObject({ failure: 'server', errors: {}, values: { email: VALID.email } });
  });

  it('takes the campaign from the visitor’s cookies and the page and locale from the form page, whatever was posted', async () => {
    const received: unknown[] = [];
    const app = createApp({
      pages: async (c) => c.html('page'),
      mockHandlers: mockHandlers(),
      formGuard: { rateLimit: 100, clientOf: () => 'x' },
      apiBackend: undefined,
    });
    // The request the app sends itself is seen by wrapping its fetch.
    const original = app.fetch.bind(app);
    app.fetch = async (request: Request, ...rest) => {
      if (request.headers.get('content-type') === 'application/json') received.push(await request.clone().json());
      return original(request, ...rest);
    };
    const response = await browserPost(
      app,
      { ...VALID, page: '/en/feedback/', locale: 'ru' },
      { headers: { cookie: 'utm_source=yandex; utm_medium=cpc; utm_campaign=b2b-spring' } },
    );
    expect(response.status).toBe(303);
    expect(received).toEqual([
      expect.objectContaining({
        page: '/en/feedback/',
        locale: 'en',
        consent: true,
        utm: { source: 'yandex', medium: 'cpc', campaign: 'b2b-spring' },
      }),
    ]);
  });

  it('sends an attached file on as multipart, and names a file it sent back to be chosen again', async () => {
    const { app, renders } = siteApp();
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...VALID, phone: '12' })) body.append(name, value);
    body.append('attachment', new File(['%PDF-1.7 brief'], 'brief.pdf', { type: 'application/pdf' }));
    const response = await app.request('http://site.test/api/form_application/', {
      method: 'POST',
      body,
      headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(422);
    expect(renders.at(-1)?.echo).toMatchObject({
      values: { attachment: 'brief.pdf' },
      errors: { phone: expect.any(String) },
    });
  });

  it('does not name a refused file again: its message says what to attach', async () => {
    const { app, renders } = siteApp();
    const body = new FormData();
    for (const [name, value] of Object.entries(VALID)) body.append(name, value);
    body.append('attachment', new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    const response = await app.request('http://site.test/api/form_application/', {
      method: 'POST',
      body,
      headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(422);
    const echo = renders.at(-1)?.echo as { values: Record<string, unknown>; errors: Record<string, string> };
    expect(echo.errors.attachment).toMatch(/^Такой файл не\u00a0примем/);
    expect(echo.values).not.toHaveProperty('attachment');
  });

  it.each([
    ['another page of the site', '/contacts/'],
    ['another form’s page', '/research-b2b-form/'],
    ['an address elsewhere', 'https://evil.example/feedback/'],
    ['a protocol-relative address', '//evil.example/feedback/'],
    ['the page with a query', '/feedback/?x=1'],
    ['a locale prefix that is not one', '/ru/feedback/'],
    ['nothing', ''],
  ])('refuses a post that names %s as its page (400), and redirects nowhere', async (_, page) => {
    const { app, renders } = siteApp();
    const response = await browserPost(app, { ...VALID, page }, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('This request was not sent from a form of our site.');
    expect(renders).toEqual([]);
  });

  it('refuses a body over the limit before reading it (413), with a page saying what to do', async () => {
    const { app } = siteApp();
    const response = await app.request('http://site.test/api/form_application/', {
      method: 'POST',
      body: 'x'.repeat(FORM_BODY_MAX_BYTES + 1),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate' },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Заявка больше 10\u00a0МБ');
  });

  it('is refused from another site like the script’s request (the form guard), shown on the form page', async () => {
    const { app, renders } = siteApp();
    const response = await browserPost(app, VALID, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(502);
    expect(renders.at(-1)?.echo).toMatchObject({ failure: 'server' });
  });

  it('leaves the page script’s own requests to the JSON path', async () => {
    const { app, renders } = siteApp();
    const response = await app.request('http://site.test/api/form_application/', {
      method: 'POST',
      body: JSON.stringify({ ...VALID, consent: true, utm: { source: '', medium: '', campaign: '' } }),
      headers: { 'content-type': 'application/json', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(renders).toEqual([]);
  });

  it('gives up waiting for the app after the form’s timeout, as the script does, and says so (504)', async () => {
    const pages = async (c: Parameters<Parameters<typeof formsWithoutScript>[0]['pages']>[0]) => c.html('page');
    const never = () => new Promise<Response>(() => undefined);
    const { Hono } = await import('hono');
    const { vi } = await import('vitest');
    vi.useFakeTimers();
    try {
      const app = new Hono();
      app.use('*', formsWithoutScript({ pages, dispatch: never }));
      const answer = browserPost(app, VALID);
      await vi.advanceTimersByTimeAsync(20_000);
      expect((await answer).status).toBe(504);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the rules of a form posted without script', () => {
  it('tells the browser’s own post from the script’s', () => {
    const form = 'application/x-www-form-urlencoded';
    expect(isBrowserFormPost({ contentType: form, secFetchMode: 'navigate' })).toBe(true);
    expect(isBrowserFormPost({ contentType: 'multipart/form-data; boundary=x', secFetchMode: 'navigate' })).toBe(true);
    expect(isBrowserFormPost({ contentType: 'multipart/form-data; boundary=x', secFetchMode: 'cors' })).toBe(false);
    expect(isBrowserFormPost({ contentType: 'application/json', secFetchMode: 'navigate' })).toBe(false);
    // Browsers that do not send Sec-Fetch-Mode: a page is asked for only by a navigation.
    expect(isBrowserFormPost({ contentType: form, accept: 'text/html,*/*' })).toBe(true);
    expect(isBrowserFormPost({ contentType: form, accept: 'application/json' })).toBe(false);
    expect(isBrowserFormPost({ contentType: form })).toBe(false);
  });

  it('knows the form pages of each endpoint, in both locales, and nothing else', () => {
    expect(formPageOf('/feedback/', 'form_application')).toEqual({
      form: 'feedback',
      locale: 'ru',
      path: '/feedback/',
    });
    expect(formPageOf('/en/feedback-ctp/', 'form_application')).toEqual({
      form: 'feedback-ctp',
      locale: 'en',
      path: '/en/feedback-ctp/',
    });
    expect(formPageOf('/research-ecommerce-form/', 'form_study_ecom')?.form).toBe('research-ecommerce-form');
    expect(formPageOf('/research-ecommerce-form/', 'form_application')).toBeUndefined();
    expect(formPageOf('/feedback', 'form_application')).toBeUndefined();
    expect(formPageOf('/en', 'form_application')).toBeUndefined();
    expect(formPageOf(['/feedback/'], 'form_application')).toBeUndefined();
    expect(formPageOf('/constructor/', 'form_application')).toBeUndefined();
  });

  it('renders only a form page’s exact confirmation address', () => {
    expect(isFormSentAddress('/feedback/', FORM_SENT_QUERY)).toBe(true);
    expect(isFormSentAddress('/en/research-hr-tech-form/', FORM_SENT_QUERY)).toBe(true);
    expect(isFormSentAddress('/feedback/', '?sent=1&x=2')).toBe(false);
    expect(isFormSentAddress('/feedback/', '')).toBe(false);
    expect(isFormSentAddress('/contacts/', FORM_SENT_QUERY)).toBe(false);
    expect(isFormSentAddress('/ru/feedback/', FORM_SENT_QUERY)).toBe(false);
  });
});
