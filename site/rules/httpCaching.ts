import { createHash } from 'node:crypto';

/**
 * How the server's answers are cached and compressed (decision 007): one place for the
 * server (site/server/middleware/httpCaching.ts, builtFiles.ts), the build (tools/build.ts) and the tests.
 */

export const CACHE_CONTROL = {
  /** Vite's content-hashed files under /assets/ never change: caches may keep them a year. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** Pages (prerendered or rendered) and their data: any cache must ask again, an ETag makes that cheap. */
  page: 'no-cache',
  /** Other public files keep their names when they change (images, fonts, PDFs): a day, then revalidate. */
  publicFile: 'public, max-age=86400',
  /** A server error must not be kept anywhere. */
  serverError: 'no-store',
} as const;

/** Bodies smaller than this are sent as they are: compression would save less than it costs. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/** The content codings the site produces, in the server's order of preference (brotli is smaller). */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** The suffix of a file compressed at build time, beside the original (what Hono's serveStatic looks for). */
export const CODING_FILE_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** Whether a path of dist/client is a compressed copy (`x.js.br`) rather than a file of its own. */
export const isCodingVariant = (path: string): boolean =>
  Object.values(CODING_FILE_SUFFIX).some((suffix) => path.endsWith(suffix));

/**
 * Text formats worth compressing: HTML, CSS, JavaScript, JSON, XML, SVG, plain text. Images other than
 * SVG, fonts (woff2 is brotli inside), video and PDF are compressed already and never match.
 */
const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/[\w.+-]+|application\/(?:json|javascript|ecmascript|xml|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

export function isCompressibleType(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE_TYPE.test(contentType);
}

/** Whether a body of this type and size is worth compressing. */
export function shouldCompress(contentType: string | null | undefined, byteLength: number): boolean {
  return byteLength >= MIN_COMPRESSIBLE_BYTES && isCompressibleType(contentType);
}

/**
 * The coding to answer with, from the request's Accept-Encoding (RFC 9110 section 12.5.3): the one with
 * the highest q-value, brotli before gzip on a tie; `q=0` refuses a coding; `*` stands for any coding not
 * named. None (identity) when the header is absent or accepts neither.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weightOf = encodingWeights(acceptEncoding);
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of CONTENT_CODINGS) {
    const weight = weightOf(coding);
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

/**
 * Whether the request accepts this coding at all (a q-value above 0, its own or `*`'s), preferred or
 * not: a server may answer with any coding the client accepts (RFC 9110 section 12.5.3).
 */
export function acceptsEncoding(acceptEncoding: string | null | undefined, coding: ContentCoding): boolean {
  return !!acceptEncoding && encodingWeights(acceptEncoding)(coding) > 0;
}

/** The q-value an Accept-Encoding gives each coding: its own, else `*`'s, else 0. */
function encodingWeights(acceptEncoding: string): (coding: ContentCoding) => number {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    // Stryker disable next-line StringLiteral: split always gives a first element; the default is for the type checker
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return (coding) => weights.get(coding) ?? weights.get('*') ?? 0;
}

/** A strong ETag of exactly these bytes; a compressed representation gets its own (`"…-br"`). */
export function strongEtag(bytes: Uint8Array, coding?: ContentCoding): string {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  return coding ? `"${hash}-${coding}"` : `"${hash}"`;
}

/** If-None-Match (RFC 9110 section 13.1.2): `*`, or a list of tags compared weakly (W/ ignored). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** A page or its data (client-side navigation): HTML, or `index.pageContext.json`. */
export function isPageResponse(path: string, contentType: string | null | undefined): boolean {
  return !!contentType?.toLowerCase().startsWith('text/html') || path.endsWith('.pageContext.json');
}

/**
 * The Cache-Control of a response. For pages and server errors it replaces the renderer's own (Vike
 * sends `no-store` in case a page depends on a login; no page here depends on the visitor, decision 007);
 * other answers keep one they set themselves (sitemap.xml, robots.txt).
 */
export function cacheControlFor(
  path: string,
  contentType: string | null | undefined,
  status: number,
): string | undefined {
  if (status >= 500) return CACHE_CONTROL.serverError;
  if (isPageResponse(path, contentType) || contentType?.toLowerCase().startsWith('application/json'))
    return CACHE_CONTROL.page;
  if (status !== 200) return undefined;
  if (path.startsWith('/assets/')) return CACHE_CONTROL.hashedAsset;
  return CACHE_CONTROL.publicFile;
}
