import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CACHE_CONTROL,
  cacheControlFor,
  etagMatches,
  MIN_COMPRESSIBLE_BYTES,
  negotiateEncoding,
  shouldCompress,
  strongEtag,
} from '../../site/rules/httpCaching.ts';

describe('negotiateEncoding (Accept-Encoding, RFC 9110 12.5.3)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
    ['BR', 'br'],
  ])('%j → %s', (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });

  it('never picks a coding the header refuses with q=0, whatever else it says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('br', 'gzip'),
        fc.array(fc.constantFrom('gzip', 'br', 'deflate', '*', 'identity', 'zstd;q=0.5', 'gzip;q=0.3')),
        (refused, others) => {
          const header = [`${refused};q=0`, ...others.filter((name) => !name.startsWith(refused))].join(', ');
          expect(negotiateEncoding(header)).not.toBe(refused);
        },
      ),
    );
  });
});

describe('what is compressed', () => {
  it.each([
    'text/html; charset=utf-8',
    'text/css',
    'text/javascript; charset=utf-8',
    'application/json',
    'application/xml; charset=utf-8',
    'image/svg+xml',
    'application/manifest+json',
  ])('%s, from 1 KiB on', (type) => {
    expect(shouldCompress(type, MIN_COMPRESSIBLE_BYTES)).toBe(true);
    expect(shouldCompress(type, MIN_COMPRESSIBLE_BYTES - 1)).toBe(false);
  });

  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'font/woff2', 'video/mp4', 'application/pdf', ''])(
    'never %j (already compressed)',
    (type) => {
      expect(shouldCompress(type, 1_000_000)).toBe(false);
    },
  );
});

describe('ETags', () => {
  it('are strong, differ by content and by coding, and are stable', () => {
    const bytes = new TextEncoder().encode('<h1>page</h1>');
    expect(strongEtag(bytes)).toMatch(/^"[\w-]{27}"$/);
    expect(strongEtag(bytes)).toBe(strongEtag(new TextEncoder().encode('<h1>page</h1>')));
    expect(strongEtag(bytes)).not.toBe(strongEtag(new TextEncoder().encode('<h1>page!</h1>')));
    expect(strongEtag(bytes, 'br')).toMatch(/^"[\w-]{27}-br"$/);
    expect(strongEtag(bytes, 'br')).not.toBe(strongEtag(bytes, 'gzip'));
  });

  it('If-None-Match matches a listed tag (weakly), or *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('"x", "a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"a-br"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});

describe('Cache-Control by kind', () => {
  it.each([
    ['/assets/entries/app.Bx1.js', 'text/javascript', 200, CACHE_CONTROL.hashedAsset],
    ['/contacts/', 'text/html; charset=utf-8', 200, CACHE_CONTROL.page],
    ['/contacts/index.pageContext.json', 'application/json', 200, CACHE_CONTROL.page],
    ['/no-such/', 'text/html', 404, CACHE_CONTROL.page],
    ['/api/home.json', 'application/json', 200, CACHE_CONTROL.page],
    ['/images/hero.svg', 'image/svg+xml', 200, CACHE_CONTROL.publicFile],
    ['/docs/policy.pdf', 'application/pdf', 200, CACHE_CONTROL.publicFile],
    ['/', 'text/html', 500, CACHE_CONTROL.serverError],
    ['/api/home.json', 'application/json', 503, CACHE_CONTROL.serverError],
    ['/CONTACTS/', 'TEXT/HTML', 200, CACHE_CONTROL.page],
    ['/api/x', 'Application/JSON; charset=utf-8', 429, CACHE_CONTROL.page],
    ['/robots.txt', 'text/plain', 499, undefined],
    ['/assets/entries/gone.Bx1.js', 'text/plain', 404, undefined],
    ['/assets/entries/app.Bx1.js', 'text/javascript', 304, undefined],
    ['/images/assets/hero.png', 'image/png', 200, CACHE_CONTROL.publicFile],
  ])('%s (%s, %i) → %s', (path, type, status, expected) => {
    expect(cacheControlFor(path, type, status)).toBe(expected);
  });
});

describe('the Cache-Control values sent', () => {
  it('keeps a hashed asset a year and never revalidates it, a public file a day, pages and errors not at all', () => {
    expect(CACHE_CONTROL).toEqual({
      hashedAsset: 'public, max-age=31536000, immutable',
      page: 'no-cache',
      publicFile: 'public, max-age=86400',
      serverError: 'no-store',
    });
  });
});

describe('the edges of Accept-Encoding, If-None-Match and page detection', () => {
  it('reads a coding’s parameters other than q as no weight at all', () => {
    expect(negotiateEncoding('br;foo=bar')).toBe('br');
    expect(negotiateEncoding(', gzip')).toBe('gzip');
  });

  it('matches `*` with spaces around it, and W/ only as a prefix', () => {
    expect(etagMatches(' * ', '"a"')).toBe(true);
    expect(etagMatches('"aW/"', '"a"')).toBe(false);
  });

  it('needs no content type to tell a page’s data or a public file', () => {
    expect(cacheControlFor('/contacts/index.pageContext.json', null, 200)).toBe(CACHE_CONTROL.page);
    expect(cacheControlFor('/index.pageContext.json.bak', undefined, 200)).toBe(CACHE_CONTROL.publicFile);
    expect(cacheControlFor('/robots.txt', undefined, 200)).toBe(CACHE_CONTROL.publicFile);
  });
});
