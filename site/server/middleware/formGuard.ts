import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { submissionLocale } from '../../../contracts/formErrors.ts';
import type { FormFailure } from '../../../contracts/formResponse.ts';
import { FORM_ENDPOINTS, formEndpointPath } from '../../../contracts/formConstants.ts';
import {
  FORM_BODY_MAX_BYTES,
  FORM_RATE_WINDOW_SECONDS,
  FORM_REPEAT_WINDOW_SECONDS,
  isSameSiteSubmission,
  repeatOf,
} from '../../rules/formAbuse.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { memoryRateLimitStore, type RateLimitStoreFactory } from '../rateLimitStore.ts';
import { markServed } from './requestLog.ts';

const MAX_MB = Math.round(FORM_BODY_MAX_BYTES / 1024 / 1024);
/** Say what happened and what to do; name nothing about the server or other submissions. */
const MESSAGES: Record<'crossSite' | 'tooLarge' | 'rateLimited' | 'repeated', Record<Locale, string>> = {
  crossSite: {
    ru: 'Заявку можно отправить только с формы на нашем сайте.',
    en: 'Requests can only be sent from the form on our site.',
  },
  tooLarge: {
    ru: `Заявка больше ${MAX_MB} МБ: приложите файл поменьше или пришлите ссылку в сообщении.`,
    en: `The request is over ${MAX_MB} MB: attach a smaller file or send a link in the message.`,
  },
  rateLimited: {
    ru: 'Слишком много заявок подряд. Подождите немного и отправьте ещё раз.',
    en: 'Too many requests in a row. Wait a little and send again.',
  },
  repeated: {
    ru: 'Мы уже получили вашу заявку. Чтобы дополнить её, отправьте форму ещё раз через минуту.',
    en: 'We already have your request. To add to it, send the form again in a minute.',
  },
};

const formPaths = new Set(FORM_ENDPOINTS.map(formEndpointPath));

export interface FormGuardOptions {
  /** Submissions per client per window; Infinity turns the limit off (development). */
  rateLimit: number;
  /** The client's address: the socket's, or the proxy's X-Forwarded-For when it is trusted. */
  clientOf: (c: Context) => string;
  /** Where the counts live: this process's memory (default), or Redis shared by every instance (REDIS_URL). */
  rateLimitStore?: RateLimitStoreFactory;
  /** The time of a request, in ms: the server's clock (a test server's may be the request's, siteClock.ts). */
  now?: (c: Context) => number;
}

/**
 * Stands before the form endpoints (site/rules/formAbuse.ts): refuses cross-site submissions (403),
 * clients over their rate (429 with Retry-After), bodies over the limit (413) and the repeat of a
 * request accepted within the minute (409 with Retry-After), in the failure shape of the forms, in the
 * visitor's language. Other requests pass untouched.
 */
export function formGuard({
  rateLimit,
  clientOf,
  rateLimitStore = memoryRateLimitStore,
  now = Date.now,
}: FormGuardOptions): MiddlewareHandler {
  const store = rateLimitStore(rateLimit, FORM_RATE_WINDOW_SECONDS * 1000);
  const repeats = rateLimitStore(1, FORM_REPEAT_WINDOW_SECONDS * 1000);
  const fail = (c: Context, status: 403 | 409 | 413 | 429, key: keyof typeof MESSAGES, retryAfterSeconds?: number) => {
    markServed(c, 'refused');
    const locale = submissionLocale(undefined, c.req.header('accept-language') ?? null);
    const body: FormFailure = {
      ok: false,
      message: MESSAGES[key][locale],
      ...(retryAfterSeconds && { retryAfterSeconds }),
    };
    return c.json(body, status, retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined);
  };
  const limitBody = bodyLimit({ maxSize: FORM_BODY_MAX_BYTES, onError: (c) => fail(c, 413, 'tooLarge') });
  return async (c, next) => {
    if (c.req.method !== 'POST' || !formPaths.has(c.req.path)) return next();
    const sameSite = isSameSiteSubmission({
      // An empty header says nothing: treat it as absent.
      secFetchSite: c.req.header('sec-fetch-site') || undefined,
      origin: c.req.header('origin') || undefined,
      host: c.req.header('host'),
    });
    if (!sameSite) return fail(c, 403, 'crossSite');
    const retryAfter = Number.isFinite(rateLimit) ? await store.hit(clientOf(c), now(c)) : 0;
    if (retryAfter > 0) return fail(c, 429, 'rateLimited', retryAfter);
    let repeated: Response | undefined;
    const tooLarge = await limitBody(c, async () => {
      repeated = await takeOnce(c, next);
    });
    return tooLarge ?? repeated;
  };

  /** Sends the request on unless it repeats one accepted within the window; only an accepted one counts. */
  async function takeOnce(c: Context, next: Next): Promise<Response | undefined> {
    const repeat = repeatOf(c.req.path, await emailOf(c.req.raw));
    if (!repeat) {
      await next();
      return undefined;
    }
    // Hashed: neither this process nor Redis keeps the visitor's e-mail.
    const key = `repeat:${createHash('sha256').update(repeat).digest('hex')}`;
    const wait = await repeats.hit(key, now(c));
    if (wait > 0) return fail(c, 409, 'repeated', wait);
    await next();
    if (!c.res.ok) await repeats.forget(key);
  }
}

/** The e-mail a form's request carries, read from a copy of its body (the endpoint reads the body itself). */
async function emailOf(request: Request): Promise<unknown> {
  // Stryker disable next-line StringLiteral: any text that names neither type reads the same as none
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.startsWith('application/json'))
      // `null` throws here, as any body that is not an object of fields: the endpoint refuses those.
      return ((await request.clone().json()) as { email?: unknown }).email;
    if (type.startsWith('multipart/form-data')) return (await request.clone().formData()).get('email');
  } catch {
    // A body that is not what it says it is: the endpoint's contract answers it.
  }
  return undefined;
}
