import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { acceptsEncoding } from '../../rules/httpCaching.ts';
import { localisePath } from '../../rules/localePath.ts';
import { type Locale } from '../../../contracts/locale.ts';
import { RENDERED_PAGE_CACHE } from '../../rules/renderedPageCache.ts';
import {
  notFoundBody,
  notFoundPieces,
  notFoundTemplateOf,
  TEMPLATE_PATH,
  type NotFoundTemplate,
} from '../notFoundTemplate.ts';
import { unknownAddressOf } from '../unknownAddressOf.ts';
import { markServed } from './requestLog.ts';

export interface NotFoundScreenOptions {
  /** Requests that must be rendered every time (a mock scenario makes the render fail on purpose). */
  bypass: (c: Context) => boolean;
  /** Renders a path for any visitor, without a nonce: sharedRender(pages) in the server, a stand-in in tests. */
  render: (path: string) => Promise<Response>;
  /** How long a kept screen is sent before it is rendered again: a minute, as the micro-cache's pages. */
  maxAgeMs?: number;
  /** The clock; tests pass their own. */
  now?: () => number;
  /** Where the server says, once per reason, that the screen cannot be kept. */
  warn?: (message: string) => void;
}

interface Kept {
  renderedAt: number;
  /** Undefined when the render could not be kept: those addresses are rendered one by one until the next try. */
  template: Promise<NotFoundTemplate | undefined>;
}

/**
 * The not-found screen of unknown addresses, rendered once per locale and kept (decision 026): a flood of
 * made-up URLs costs what a prerendered page costs, not a render each. An address is unknown when the
 * route table has no page for it, worked out without rendering (unknownAddressOf.ts); the screen is the
 * same for all of them but for the address its language switch leads to, which is filled in per answer
 * (notFoundTemplate.ts). Every unknown address gets the error page's layout, the default one, whatever
 * its prefix (/bitrix24/…, /ctp/…: the error page has no route family, site/pages/+Layout.tsx), so the
 * locale is the whole key: two entries at most, whatever is asked for. Answers go out gzip when the
 * visitor accepts it, made without compressing anything per request (gzipPieces.ts).
 *
 * Rendered anew after maxAgeMs, so nothing the screen shows stays older than a kept page would.
 * Addresses whose parameter a route guard checks against the content (`/portfolio-web-studii/x/`) and
 * requests with a mock scenario are rendered as before.
 */
export function notFoundScreen({
  bypass,
  render,
  maxAgeMs = RENDERED_PAGE_CACHE.maxAgeMs,
  now = Date.now,
  warn = console.warn,
}: NotFoundScreenOptions): MiddlewareHandler {
  const kept = new Map<Locale, Kept>();
  const warned = new Set<string>();
  const tell = (reason: string) => {
    if (warned.has(reason)) return;
    warned.add(reason);
    warn(`Unknown addresses are rendered one by one: ${reason} (site/server/notFoundTemplate.ts).`);
  };

  const renderTemplate = async (locale: Locale): Promise<NotFoundTemplate | undefined> => {
    try {
      const response = await render(localisePath(TEMPLATE_PATH, locale));
      const made = notFoundTemplateOf({
        status: response.status,
        headers: response.headers,
        html: await response.text(),
      });
      if (typeof made !== 'string') return made;
      tell(made);
    } catch (error) {
      tell(`rendering the not-found screen failed: ${String(error)}`);
    }
    return undefined;
  };

  const templateOf = (locale: Locale): Promise<NotFoundTemplate | undefined> => {
    const time = now();
    let entry = kept.get(locale);
    // Visitors who ask while it renders wait for that render rather than start their own.
    if (!entry || time - entry.renderedAt >= maxAgeMs) {
      entry = { renderedAt: time, template: renderTemplate(locale) };
      kept.set(locale, entry);
    }
    return entry.template;
  };

  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || bypass(c)) return next();
    let address;
    try {
      address = unknownAddressOf(c.req.url);
    } catch {
      // A URL Vike's own URL functions refuse: the renderer says what it says about it.
      return next();
    }
    if (!address) return next();
    const template = await templateOf(address.locale);
    if (!template) return next();
    const gzip = acceptsEncoding(c.req.header('accept-encoding'), 'gzip');
    const body = notFoundBody(notFoundPieces(template, address.pathname), gzip);
    const headers = new Headers(template.headers);
    headers.set('content-length', String(body.byteLength));
    if (gzip) headers.set('content-encoding', 'gzip');
    markServed(c, 'kept');
    // HEAD gets the same headers; Hono drops the body of a HEAD answer.
    return new Response(body, { status: 404, headers });
  };
}

/**
 * Renders a path with the site's page renderer as the micro-cache does: without a CSP nonce (it is for
 * one answer only), with no visitor's headers or cookies, so the result may go to anyone.
 */
export function sharedRender(pages: MiddlewareHandler): (path: string) => Promise<Response> {
  const app = new Hono();
  app.use('*', async (c, next) => {
    c.set('renderMayBeShared', true);
    await next();
  });
  app.get('*', pages);
  return async (path) => await app.request(path);
}
