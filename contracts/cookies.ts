/**
 * The value of one cookie in a `Cookie` header or a `document.cookie` string (`a=1; b=2`), decoded;
 * `undefined` when absent. When a name is there twice (a cookie set for `/` and another for `/en/`),
 * the first wins: RFC 6265 (5.4) has the browser send the more specific path first, and Hono's
 * `getCookie`, which the server uses, reads headers the same way. The browser and every reader of a
 * raw header (the mock-scenario switch) use this one.
 */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.split('=');
    // Stryker disable next-line OptionalChaining: split always gives a first element; the ?. is for the type checker
    if (key?.trim() !== name) continue;
    const raw = value.join('=').trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
