import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { submissionLocale } from '../../../contracts/formErrors.ts';
import { FORM_ENDPOINTS, formEndpointPath, type FormEndpoint } from '../../../contracts/formConstants.ts';
import { submissionFromFormData } from '../../../contracts/multipartSubmission.ts';
import { campaignFromCookies } from '../../forms/campaignFromCookies.ts';
import type { FormEcho } from '../../forms/formEcho.ts';
import type { FormValues } from '../../forms/formValues.ts';
import { submitForm, type SendRequest, type SubmitOutcome } from '../../forms/submitForm.ts';
import { FORM_BODY_MAX_BYTES } from '../../rules/formAbuse.ts';
import { FORM_SENT_QUERY, formPageOf, isBrowserFormPost, type FormPage } from '../../rules/formsWithoutScript.ts';
import { formRefusedPage, type FormRefusal } from '../formRefusedPage.ts';
import { markServed } from './requestLog.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The page renderPage.ts renders instead of the request's own address: the form page a post came from. */
    renderUrl: string | undefined;
    /** The form posted without script, for the page's render (Vike's pageContext.formEcho). */
    formEcho: FormEcho | undefined;
  }
}

/** The context a middleware gets, as the pages handler takes it. */
type AppContext = Parameters<MiddlewareHandler>[0];

export interface FormsWithoutScriptOptions {
  /** Renders a page (renderPage.ts): the form page, with the form as it was posted. */
  pages: MiddlewareHandler;
  /**
   * Sends a request through the whole app, as the page's script would send it: the form guard (origin,
   * size, rate per client), the API's contract, then the fixtures or the backend.
   */
  dispatch: (request: Request, c: AppContext) => Promise<Response>;
}

/** The status of the form page rendered back, by what came of the request. */
const STATUS: Record<Exclude<SubmitOutcome['kind'], 'success'>, 409 | 422 | 429 | 502 | 504> = {
  invalid: 422,
  rateLimited: 429,
  repeated: 409,
  server: 502,
  timeout: 504,
  network: 502,
};

/** Headers of the browser's post that describe its body or ask for a page: the script's request says its own. */
const NOT_FORWARDED = new Set([
  'content-type',
  'content-length',
  'accept',
  'sec-fetch-mode',
  'sec-fetch-dest',
  'sec-fetch-user',
]);

/** The hidden fields the form adds for a browser's post, beside those of its definition. */
const SET_BY_THE_PAGE = new Set(['page', 'locale']);

const endpointOf = (path: string): FormEndpoint | undefined =>
  FORM_ENDPOINTS.find((endpoint) => formEndpointPath(endpoint) === path);

/**
 * A form the browser posted itself (site/rules/formsWithoutScript.ts) is sent on the way the page's
 * script sends it (submitForm, through the app: same body, rules, limits and timeout), and answered
 * with a page: a 303 to the form page's confirmation, or the form page again with every value and
 * the messages (422, or the failure's status). Every other request passes untouched.
 */
export function formsWithoutScript({ pages, dispatch }: FormsWithoutScriptOptions): MiddlewareHandler {
  const refuse = (c: Context, status: 400 | 413, refusal: FormRefusal) => {
    const locale = submissionLocale(undefined, c.req.header('accept-language') ?? null);
    markServed(c, 'refused');
    return c.html(formRefusedPage(locale, refusal), status, { 'cache-control': 'no-store' });
  };
  const limitBody = bodyLimit({ maxSize: FORM_BODY_MAX_BYTES, onError: (c) => refuse(c, 413, 'tooLarge') });
  return async (c, next) => {
    const endpoint = c.req.method === 'POST' ? endpointOf(c.req.path) : undefined;
    const browserPost = isBrowserFormPost({
      contentType: c.req.header('content-type'),
      secFetchMode: c.req.header('sec-fetch-mode'),
      accept: c.req.header('accept'),
    });
    if (!endpoint || !browserPost) return next();
    let answer: Response | undefined;
    const refused = await limitBody(c, async () => {
      answer = await answerPost(c, endpoint);
    });
    return refused ?? answer;
  };

  async function answerPost(c: AppContext, endpoint: FormEndpoint): Promise<Response> {
    const data = await c.req.formData().catch(() => undefined);
    const posted = data ? submissionFromFormData(data) : {};
    const page = formPageOf(posted.page, endpoint);
    if (!page) return refuse(c, 400, 'notAFormPage');
    const { fields, file } = splitFile(posted);
    const body = {
      ...fields,
      // A checkbox left unticked is not in a browser's post at all; the script sends it as false.
      consent: fields.consent ?? false,
      page: page.path,
      locale: page.locale,
      utm: campaignFromCookies((name) => getCookie(c, name)),
    };
    const send: SendRequest = (path, init) => {
      const headers = new Headers();
      c.req.raw.headers.forEach((value, name) => {
        if (!NOT_FORWARDED.has(name)) headers.set(name, value);
      });
      new Headers(init.headers).forEach((value, name) => headers.set(name, value));
      const request = new Request(new URL(path, c.req.url), { ...init, headers });
      // The app does not watch the request's signal: the timeout ends the wait here, as fetch would.
      return new Promise((resolve, reject) => {
        init.signal.addEventListener('abort', () => reject(new DOMException('The request timed out', 'AbortError')));
        dispatch(request, c).then(resolve, reject);
      });
    };
    const outcome = await submitForm(formEndpointPath(endpoint), body, file?.file, send);
    if (outcome.kind === 'success') {
      markServed(c, 'redirect');
      return c.redirect(`${page.path}${FORM_SENT_QUERY}`, 303);
    }
    const errors = outcome.kind === 'invalid' ? outcome.errors : {};
    return renderFormAgain(c, page, {
      // A refused file is not named again: its message says what to choose instead.
      values: echoedValues(fields, file && !errors[file.name] ? file : undefined),
      errors,
      ...(outcome.kind !== 'invalid' && { failure: outcome.kind }),
      status: STATUS[outcome.kind],
    });
  }

  async function renderFormAgain(
    c: AppContext,
    page: FormPage,
    { status, ...echo }: FormEcho & { status: number },
  ): Promise<Response> {
    markServed(c, 'render');
    c.set('renderUrl', new URL(page.path, c.req.url).href);
    c.set('formEcho', echo);
    const rendered = await pages(c, async () => undefined);
    // The page could not be rendered (its content is unavailable): that answer says why.
    if (!(rendered instanceof Response) || rendered.status !== 200) return rendered ?? c.text('', 500);
    const headers = new Headers(rendered.headers);
    // It holds what one visitor typed: no cache, shared or the browser's own, may keep it.
    headers.set('cache-control', 'no-store');
    return new Response(rendered.body, { status, headers });
  }
}

/** The posted fields, and the attached file apart (the script sends it beside the body the same way). */
function splitFile(posted: Record<string, unknown>) {
  let file: { name: string; file: File } | undefined;
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(posted)) {
    if (value instanceof File) file = { name, file: value };
    else fields[name] = value;
  }
  return { fields, file };
}

/**
 * What the form shows again: every text and choice as sent, and the file's name (a page cannot
 * hand a file back to the browser; the field says which one to choose again).
 */
function echoedValues(fields: Record<string, unknown>, file: { name: string; file: File } | undefined): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(fields))
    // The page and locale are the page's own, not the visitor's: the form renders them itself.
    if ((typeof value === 'string' || typeof value === 'boolean') && !SET_BY_THE_PAGE.has(name)) values[name] = value;
  if (file) values[file.name] = file.file.name;
  return values;
}
