import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { submissionLocale } from '../../../contracts/formErrors.ts';
import type { FormFailure } from '../../../contracts/formResponse.ts';
import { FORM_ENDPOINTS, formEndpointPath } from '../../../contracts/forms.ts';
import { FORM_BODY_MAX_BYTES, FORM_RATE_WINDOW_SECONDS, isSameSiteSubmission } from '../../rules/formAbuse.ts';
import type { Locale } from '../../rules/locale.ts';
import { memoryRateLimitStore, type RateLimitStoreFactory } from '../rateLimitStore.ts';
import { markServed } from './requestLog.ts';

const MAX_MB = Math.round(FORM_BODY_MAX_BYTES / 1024 / 1024);
/** Say what happened and what to do; name nothing about the server or other submissions. */
const MESSAGES: Record<'crossSite' | 'tooLarge' | 'rateLimited', Record<Locale, string>> = {
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
};

const formPaths = new Set(FORM_ENDPOINTS.map(formEndpointPath));

export interface FormGuardOptions {
  /** Submissions per client per window; Infinity turns the limit off (development). */
  rateLimit: number;
  /** The client's address: the socket's, or the proxy's X-Forwarded-For when it is trusted. */
  clientOf: (c: Context) => string;
  /** Where the counts live: this process's memory (default), or Redis shared by every instance (REDIS_URL). */
  rateLimitStore?: RateLimitStoreFactory;
  now?: () => number;
}

/**
 * Stands before the form endpoints (site/rules/formAbuse.ts): refuses cross-site submissions (403),
 * bodies over the limit (413) and clients over their rate (429 with Retry-After), in the failure
 * shape of the forms, in the visitor's language. Other requests pass untouched.
 */
export function formGuard({
  rateLimit,
  clientOf,
  rateLimitStore = memoryRateLimitStore,
  now = Date.now,
}: FormGuardOptions): MiddlewareHandler {
  const store = rateLimitStore(rateLimit, FORM_RATE_WINDOW_SECONDS * 1000);
  const fail = (c: Context, status: 403 | 413 | 429, key: keyof typeof MESSAGES, retryAfterSeconds?: number) => {
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
    const retryAfter = Number.isFinite(rateLimit) ? await store.hit(clientOf(c), now()) : 0;
    if (retryAfter > 0) return fail(c, 429, 'rateLimited', retryAfter);
    return limitBody(c, next);
  };
}
