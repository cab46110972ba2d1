import { languageSwitchPath } from '../rules/localePath.ts';
import { LOCALES, type Locale } from '../../contracts/locale.ts';
import { deflatePiece, gzipPieces, type GzipPiece } from './gzipPieces.ts';

/**
 * The address the kept not-found screen is rendered for: no page of the route table, and a segment
 * nothing decodes or escapes (not HTML, not JSON, not a URL), so wherever the page showed its address
 * the segment would be found as written.
 */
const TEMPLATE_SEGMENT = 'not-found-screen-8d1f3c';
export const TEMPLATE_PATH = `/${TEMPLATE_SEGMENT}/`;

/**
 * The one place the not-found screen shows its address: the language switch's links, the same
 * address in each locale (site/components/header/LanguageSwitch.tsx). As React writes them for the
 * template path.
 */
const linkTo = (path: string, locale: Locale) => `href="${escapeAttribute(languageSwitchPath(path, locale))}"`;

const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

/** What React's server renderer writes for an attribute value (react-dom's escapeTextForBrowser). */
function escapeAttribute(value: string): string {
  return value.replace(/["&'<>]/g, (char) => ATTRIBUTE_ENTITIES[char] ?? char);
}

export interface NotFoundTemplate {
  /** The renderer's headers, to repeat on every answer (no length, coding or cookie). */
  headers: Readonly<Record<string, string>>;
  /** The HTML around the links, each piece with its DEFLATE blocks made once (gzipPieces.ts). */
  pieces: readonly Required<GzipPiece>[];
  /** The locale of each link, between piece i and piece i + 1. */
  links: readonly Locale[];
}

/** Headers a kept answer must not repeat: its length and coding are its own. */
const NOT_REPEATED = new Set(['content-length', 'content-encoding', 'etag']);

/**
 * The not-found screen rendered for TEMPLATE_PATH, cut at its language links, or why it cannot be
 * kept: anything but a 404 HTML page; a cookie or a CSP nonce (both are for one answer only); the
 * template path anywhere but in those links (the page would then show its address somewhere this
 * template does not fill in: a canonical link, a text).
 */
export function notFoundTemplateOf(response: {
  status: number;
  headers: Headers;
  html: string;
}): NotFoundTemplate | string {
  const { status, headers, html } = response;
  if (status !== 404) return `the not-found screen answered ${status}`;
  if (!headers.get('content-type')?.toLowerCase().startsWith('text/html')) return 'the not-found screen is not HTML';
  if (headers.getSetCookie().length > 0) return 'the not-found screen sets a cookie';
  if (headers.get('content-security-policy')?.includes("'nonce-")) return 'the not-found screen carries a CSP nonce';
  const texts: string[] = [];
  const links: Locale[] = [];
  const needles = LOCALES.map((locale) => ({ locale, needle: linkTo(TEMPLATE_PATH, locale) }));
  let rest = html;
  for (;;) {
    const next = needles
      .map(({ locale, needle }) => ({ locale, needle, at: rest.indexOf(needle) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!next) break;
    texts.push(rest.slice(0, next.at));
    links.push(next.locale);
    rest = rest.slice(next.at + next.needle.length);
  }
  texts.push(rest);
  if (texts.some((text) => text.includes(TEMPLATE_SEGMENT)))
    return 'the not-found screen shows its address outside the language links';
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!NOT_REPEATED.has(name)) kept[name] = value;
  });
  const encoder = new TextEncoder();
  const pieces = texts.map((text) => {
    const bytes = encoder.encode(text);
    return { bytes, deflated: deflatePiece(bytes) };
  });
  return { headers: kept, pieces, links };
}

/** The pieces of the not-found screen of `pathname` (the logical path a render shows), links filled in. */
export function notFoundPieces(template: NotFoundTemplate, pathname: string): GzipPiece[] {
  const encoder = new TextEncoder();
  const filled: GzipPiece[] = [];
  template.pieces.forEach((piece, i) => {
    filled.push(piece);
    const locale = template.links[i];
    if (locale) filled.push({ bytes: encoder.encode(linkTo(pathname, locale)) });
  });
  return filled;
}

/** The body of those pieces: gzip as made by gzipPieces, or as they are. */
export function notFoundBody(pieces: readonly GzipPiece[], gzip: boolean): Uint8Array<ArrayBuffer> {
  if (gzip) return gzipPieces(pieces);
  const body = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.bytes.byteLength, 0));
  let offset = 0;
  for (const { bytes } of pieces) {
    body.set(bytes, offset);
    offset += bytes.byteLength;
  }
  return body;
}
