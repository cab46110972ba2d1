/**
 * Guards every redirect the site answers, so that no Location can send a visitor to another origin.
 * Browsers read `//host` and `/\host` as protocol-relative URLs, and drop tabs/newlines before parsing,
 * so "starts with /" alone is not enough.
 */

const ORIGIN = 'https://x.example';

/**
 * True for a same-origin, header-safe path reference:
 * - starts with exactly one '/', whose next character is neither '/' nor '\';
 * - no '\' anywhere (browsers treat it as '/');
 * - only printable ASCII (0x21–0x7E): no control characters, no spaces, nothing a Location header
 *   cannot carry — anything else must be percent-encoded by whoever builds the location;
 * - and the WHATWG URL parser agrees it stays on the origin it is resolved against.
 */
export function isSafeLocalLocation(location: string): boolean {
  if (!location.startsWith('/')) return false;
  // A backslash second character is refused with any other backslash on the next line.
  if (location.charAt(1) === '/') return false;
  if (location.includes('\\')) return false;
  if (!/^[\x21-\x7e]+$/u.test(location)) return false;
  // Stryker disable BlockStatement,BooleanLiteral: defence in depth: the URL parser does not throw on a printable path after one '/', so the catch never runs
  try {
    // Stryker disable next-line ConditionalExpression: defence in depth: after the checks above a path always resolves on the origin
    return new URL(location, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
  // Stryker restore BlockStatement,BooleanLiteral
}
