/**
 * The security headers of every response (decision 012): the one place that writes
 * the policy text. The server's middleware (site/server/middleware/securityHeaders.ts), the feature
 * steps and the unit tests all read it from here.
 */
import { RUTUBE_EMBED_ORIGIN, YOUTUBE_EMBED_ORIGIN } from '../../contracts/videoEmbed.ts';

/**
 * What a response is, for its Content-Security-Policy:
 * - `rendered`: HTML Vike rendered for this request; its scripts carry this response's nonce.
 * - `prerendered`: HTML the build wrote to disk (and any HTML not rendered by Vike with a nonce: a
 *   render the micro-cache may send to other visitors, decision 015): it has no inline executable
 *   script (tools/checkPrerender.ts fails the build otherwise), so it allows none at all.
 * - `other`: anything that is not a page (assets, /api JSON, text errors, redirects): a browser
 *   that shows it as a document (an SVG or a JSON file opened directly) may run and load nothing.
 */
export type ResponseKind = 'rendered' | 'prerendered' | 'other';

export interface PolicyOptions {
  kind: ResponseKind;
  /** The nonce of a `rendered` response (base64url); required for it, ignored for the others. */
  nonce?: string;
  /** The request came over https (directly, or through a trusted proxy): adds upgrade-insecure-requests. */
  https: boolean;
  /** `npm run dev`: Vite's HMR websocket and the MSW service worker. */
  development: boolean;
  /** The analytics counter's script URL the client was built with (site/config/analytics.ts). */
  analyticsSrc: string;
}

/** The third parties a page may frame: the two video hosts behind the facade (VideoEmbed.tsx). */
export const FRAME_ORIGINS = [RUTUBE_EMBED_ORIGIN, YOUTUBE_EMBED_ORIGIN] as const;

/** The bytes of a nonce: 128 bits, as the CSP spec recommends, sent as base64url. */
export const NONCE_BYTES = 16;
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The counter's origin when it is another site's, or nothing: the local stand-in
 * (/analytics/counter.js) is covered by 'self', so without VITE_ANALYTICS_SRC no third party is allowed.
 */
export function analyticsOrigin(analyticsSrc: string): string | undefined {
  if (!/^https?:\/\//i.test(analyticsSrc)) return undefined;
  return new URL(analyticsSrc).origin;
}

/** The Content-Security-Policy of one response. */
export function contentSecurityPolicy({ kind, nonce, https, development, analyticsSrc }: PolicyOptions): string {
  if (kind === 'other') return "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
  if (kind === 'rendered' && !(nonce && NONCE_PATTERN.test(nonce)))
    throw new Error('A rendered page needs the nonce its scripts carry.');
  const analytics = analyticsOrigin(analyticsSrc);
  const withAnalytics = (...sources: string[]) => (analytics ? [...sources, analytics] : sources);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // No 'strict-dynamic' and no 'unsafe-inline' (decision 012): the site's module scripts, their
    // lazily imported chunks and the counter load by address; only a rendered page's own inline
    // scripts (Vite's dev preamble) run, by this response's nonce.
    ['script-src', ...withAnalytics("'self'", ...(kind === 'rendered' ? [`'nonce-${nonce}'`] : []))],
    // Inline styles: React's `style` attributes and the <style> of the head (decision 012).
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: is the blurred placeholder of lazy images (site/rules/lazyImage.ts).
    ['img-src', ...withAnalytics("'self'", 'data:')],
    ['font-src', "'self'"],
    ['media-src', "'self'"],
    ['frame-src', ...FRAME_ORIGINS],
    // The forms and the search index fetch /api; in development Vite's HMR talks over a websocket on
    // its own port (24678), which 'self' does not cover.
    ['connect-src', ...withAnalytics("'self'", ...(development ? ['ws:'] : []))],
    // The MSW worker (/mockServiceWorker.js) answers /api in the browser during development.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Features a page could ask the browser for and never needs: all off, for this site and every frame. */
export const PERMISSIONS_OFF = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/**
 * Autoplay, fullscreen and picture-in-picture are left out on purpose: a feature the header names
 * with `(self)` can no longer be delegated by an iframe's `allow`, and the video players in frames
 * (VideoEmbed.tsx) need exactly those three. Their default allow-list is 'self' plus such delegation.
 */
export const PERMISSIONS_POLICY = PERMISSIONS_OFF.map((feature) => `${feature}=()`).join(', ');

/** Two years with subdomains: the common preload-list value. Sent only over https (RFC 6797 section 7.2). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** The headers every response carries whatever its kind, HSTS only over https. */
export function commonSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    // Old browsers without frame-ancestors; the CSP says the same to the others.
    'x-frame-options': 'DENY',
    ...(https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** Every security header of one response: the common ones and its Content-Security-Policy. */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return { ...commonSecurityHeaders(options.https), 'content-security-policy': contentSecurityPolicy(options) };
}
