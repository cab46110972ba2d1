import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { NONCE_BYTES, securityHeaders as headersFor, type ResponseKind } from '../../rules/securityHeaders.ts';
import { requestIsHttps } from '../requestIsHttps.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** This response's CSP nonce, made by cspNonceOf() when a page is rendered for one visitor. */
    cspNonce: string;
    /** Set by renderPage.ts when Vike rendered the HTML with cspNonce on its scripts. */
    cspNonceUsed: boolean;
    /**
     * Set by the micro-cache (renderedPageCache.ts) when this render may be sent to other visitors too:
     * it is rendered without a nonce, as the prerendered files are (decision 015).
     */
    renderMayBeShared: boolean;
  }
}

export interface SecurityHeadersOptions {
  /** Believe X-Forwarded-Proto (TRUST_PROXY=1): the server runs behind the operator's own proxy. */
  trustProxy: boolean;
  /** `npm run dev`: the policy allows Vite's HMR websocket. */
  development: boolean;
  /** The analytics counter's script URL the client was built with. */
  analyticsSrc: string;
}

const isHtml = (contentType: string | null) => !!contentType?.toLowerCase().startsWith('text/html');

/**
 * This response's nonce, made on first use (128 random bits, base64url): only a page rendered for one
 * visitor needs one (renderPage.ts), so the redirects, files and API answers make none.
 */
export function cspNonceOf(c: Context): string {
  let nonce = c.get('cspNonce');
  if (!nonce) {
    nonce = randomBytes(NONCE_BYTES).toString('base64url');
    c.set('cspNonce', nonce);
  }
  return nonce;
}

/**
 * The security headers of every answer (site/rules/securityHeaders.ts, decision 012). It runs first,
 * so redirects, errors, 304s and /healthz get them too. Hono adds no X-Powered-By; any other layer's
 * is removed here. A fresh nonce per rendered page (cspNonceOf) goes to Vike through the context; the
 * policy is chosen after the answer exists: a page Vike rendered with the nonce, any other HTML (the
 * prerendered files, which have no inline script), or not a page. The headers of the answers without
 * a nonce are the same every time and are written once per kind.
 *
 * A 304 gets no Content-Security-Policy: a browser merges a 304's headers into the response it cached,
 * and the policy it cached is the one whose nonce is in the cached HTML (decision 012).
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  const written = new Map<string, [string, string][]>();
  const headersOf = (kind: ResponseKind, https: boolean, nonce: string | undefined): [string, string][] => {
    // A rendered answer's policy carries its own nonce: never from the memo.
    // Stryker disable next-line ConditionalExpression: always true writes every kind's headers afresh, the same ones (only 'rendered' uses the nonce); always false throws, which the tests notice
    if (kind === 'rendered') return Object.entries(headersFor({ ...options, kind, nonce, https }));
    const key = `${kind} ${https}`;
    let entries = written.get(key);
    // Stryker disable next-line ConditionalExpression: always true is equivalent (headers written afresh, the same ones); always false throws, which the tests notice
    if (!entries) {
      entries = Object.entries(headersFor({ ...options, kind, https }));
      written.set(key, entries);
    }
    return entries;
  };
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const https = requestIsHttps(c, options.trustProxy);
    const kind: ResponseKind = !isHtml(headers.get('content-type'))
      ? 'other'
      : c.get('cspNonceUsed')
        ? 'rendered'
        : // Stryker disable next-line StringLiteral: the policy treats every kind but 'rendered' and 'other' as prerendered
          'prerendered';
    for (const [name, value] of headersOf(kind, https, c.get('cspNonce')))
      if (name !== 'content-security-policy' || c.res.status !== 304) headers.set(name, value);
    headers.delete('x-powered-by');
  };
}
