import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// Vike's own URL reader, which it does not export: the copy under test must read paths the same way.
import { parseUrl } from '../../node_modules/vike/dist/utils/parseUrl.js';
import { logicalUrlOf } from '../../site/routes/logicalUrl.ts';
import { vikePathnameOf } from '../../site/server/vikePathnameOf.ts';

const ORIGIN = 'http://site.test:3000';
const vikes = (url: string) => parseUrl(url, '/').pathname;

/** Paths as a server may receive them: escapes good and bad, encoded slashes, `?` and `#`, spaces, other scripts. */
const pieces = fc.constantFrom(
  ...['a', 'Z', '0', '-', '.', '/', '//', '%', '%2', '%2F', '%2f', '%25', '%20', '%00', '%0A', '%3F', '%23', '%26'],
  ...['%D0%BF', '%D0', '%E0%A4%A', '%FF', '%C3%A9', '?', '#', '&', ';', '+', ':', '@', ' ', '\t', 'é', 'при', 'en/'],
);
const paths = fc.array(pieces, { maxLength: 12 }).map((parts) => `/${parts.join('')}`);

describe("the server's copy of Vike's path reading", () => {
  it.each([
    ['/no-such-page/', '/no-such-page/'],
    ['/a%26b/', '/a&b/'],
    ['/a%2Fb/', '/a%2Fb/'],
    ['/a%25b/', '/a%b/'],
    ['/%D0%BF%D1%80%D0%B8/', '/при/'],
    ['/%E0%A4%A/', '/%E0%A4%A/'],
    ['/a/?q=1#top', '/a/'],
  ])('reads %s as %s, as Vike does', (path, pathname) => {
    expect(vikePathnameOf(`${ORIGIN}${path}`)).toBe(pathname);
    expect(vikes(`${ORIGIN}${path}`)).toBe(pathname);
  });

  it('reads every path as Vike does, with an origin or without', () => {
    fc.assert(
      fc.property(paths, (path) => {
        expect(vikePathnameOf(`${ORIGIN}${path}`)).toBe(vikes(`${ORIGIN}${path}`));
        expect(vikePathnameOf(path)).toBe(vikes(path));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the logical URL +onBeforeRoute makes (decoded once, so `?`, `#` and `%` may be in its path) as Vike does', () => {
    fc.assert(
      fc.property(paths, (path) => {
        const url = `${ORIGIN}${path}`;
        const { urlLogical } = logicalUrlOf({ pathname: vikes(url), href: url });
        expect(vikePathnameOf(urlLogical)).toBe(vikes(urlLogical));
      }),
      { numRuns: 1000 },
    );
  });
});
