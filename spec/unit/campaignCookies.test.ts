import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_COOKIE_MAX_AGE_SECONDS,
  CAMPAIGN_COOKIE_MAX_LENGTH,
  CAMPAIGN_COOKIE_NAMES,
  campaignCookieAttributes,
  campaignCookieUpdates,
} from '../../site/rules/campaignCookies.ts';

const q = (s: string) => new URLSearchParams(s);
const codePoints = (s: string) => Array.from(s).length;

describe('campaignCookieUpdates (examples)', () => {
  it('no cookies and no query: all three are set to the empty string', () => {
    expect(campaignCookieUpdates(q(''), {})).toEqual([
      { name: 'utm_source', value: '' },
      { name: 'utm_medium', value: '' },
      { name: 'utm_campaign', value: '' },
    ]);
  });

  it('no cookie and a query value: set to the value (decoded)', () => {
    expect(campaignCookieUpdates(q('utm_source=yandex&utm_campaign=%D0%B2%D0%B5%D1%81%D0%BD%D0%B0'), {})).toEqual([
      { name: 'utm_source', value: 'yandex' },
      { name: 'utm_medium', value: '' },
      { name: 'utm_campaign', value: 'весна' },
    ]);
  });

  const set = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' };

  it('cookie set and query absent: nothing', () => {
    expect(campaignCookieUpdates(q(''), set)).toEqual([]);
  });

  it('cookie set and query empty: nothing', () => {
    expect(campaignCookieUpdates(q('utm_source=&utm_medium=&utm_campaign'), set)).toEqual([]);
  });

  it('cookie set and the same value: nothing', () => {
    expect(campaignCookieUpdates(q('utm_source=google&utm_medium=cpc&utm_campaign=spring'), set)).toEqual([]);
  });

  it('cookie set and a different non-empty value: replaced', () => {
    expect(campaignCookieUpdates(q('utm_source=yandex&utm_medium=cpc'), set)).toEqual([
      { name: 'utm_source', value: 'yandex' },
    ]);
  });

  it("cookie '' counts as set; a non-empty query value replaces it", () => {
    const empty = { utm_source: '', utm_medium: '', utm_campaign: '' };
    expect(campaignCookieUpdates(q(''), empty)).toEqual([]);
    expect(campaignCookieUpdates(q('utm_medium=email'), empty)).toEqual([{ name: 'utm_medium', value: 'email' }]);
  });

  it('a cookie explicitly undefined counts as missing', () => {
    expect(campaignCookieUpdates(q(''), { ...set, utm_medium: undefined })).toEqual([
      { name: 'utm_medium', value: '' },
    ]);
  });

  it('the first of repeated values counts', () => {
    expect(campaignCookieUpdates(q('utm_source=a&utm_source=b'), set)).toContainEqual({
      name: 'utm_source',
      value: 'a',
    });
  });

  it('does not trim: a whitespace value is a value', () => {
    expect(campaignCookieUpdates(q('utm_source=%20'), set)).toEqual([{ name: 'utm_source', value: ' ' }]);
  });

  it('never writes other names (utm_term, utm_content, arbitrary ones)', () => {
    const names = campaignCookieUpdates(q('utm_term=x&utm_content=y&session=z&UTM_SOURCE=w&utm_source2=v'), {}).map(
      (u) => u.name,
    );
    expect(names).toEqual(['utm_source', 'utm_medium', 'utm_campaign']);
    expect(campaignCookieUpdates(q('utm_term=x&utm_content=y&session=z'), set)).toEqual([]);
  });

  it('truncates query values to 256 code points', () => {
    const long = 'a'.repeat(300);
    expect(campaignCookieUpdates(q(`utm_source=${long}`), {})[0]).toEqual({
      name: 'utm_source',
      value: 'a'.repeat(256),
    });
    const exact = 'b'.repeat(256);
    expect(campaignCookieUpdates(q(`utm_source=${exact}`), {})[0]?.value).toBe(exact);
    // Counted in code points of the decoded value: emoji are not split.
    const emoji = '😀'.repeat(300);
    const value = campaignCookieUpdates(q(`utm_source=${encodeURIComponent(emoji)}`), {})[0]?.value ?? '';
    expect(value).toBe('😀'.repeat(256));
  });

  it('compares after truncation: a long value equal in its first 256 characters rewrites nothing', () => {
    const cookie = 'c'.repeat(256);
    expect(campaignCookieUpdates(q(`utm_campaign=${'c'.repeat(300)}`), { ...set, utm_campaign: cookie })).toEqual([]);
  });
});

describe('campaignCookieAttributes', () => {
  it('Path=/, SameSite=Lax, Secure only on https, 90 days', () => {
    expect(campaignCookieAttributes(true)).toEqual({
      path: '/',
      sameSite: 'Lax',
      secure: true,
      maxAge: CAMPAIGN_COOKIE_MAX_AGE_SECONDS,
    });
    expect(campaignCookieAttributes(false).secure).toBe(false);
    expect(CAMPAIGN_COOKIE_MAX_AGE_SECONDS).toBe(7_776_000);
  });
});

describe('campaignCookieUpdates (properties)', () => {
  const names = [...CAMPAIGN_COOKIE_NAMES, 'utm_term', 'utm_content', 'UTM_SOURCE', 'utm_source ', 'foo', 'session'];
  const value = fc.oneof(
    fc.constantFrom('', ' ', 'google', 'a'.repeat(300)),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.string({ unit: 'binary', minLength: 250, maxLength: 300 }),
  );
  const query = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 })), value), { maxLength: 8 })
    .map((pairs) => new URLSearchParams(pairs));
  const jar = fc.dictionary(fc.constantFrom(...names), fc.oneof(value, fc.constant(undefined)));

  it('only ever writes the three campaign names, each at most once', () => {
    fc.assert(
      fc.property(query, jar, (qs, cookies) => {
        const written = campaignCookieUpdates(qs, cookies).map((u) => u.name);
        for (const name of written) expect(CAMPAIGN_COOKIE_NAMES).toContain(name);
        expect(new Set(written).size).toBe(written.length);
      }),
    );
  });

  it('every written value is at most 256 characters', () => {
    fc.assert(
      fc.property(query, jar, (qs, cookies) => {
        for (const u of campaignCookieUpdates(qs, cookies))
          expect(codePoints(u.value)).toBeLessThanOrEqual(CAMPAIGN_COOKIE_MAX_LENGTH);
      }),
    );
  });

  it('with no cookie yet, all three are written', () => {
    fc.assert(
      fc.property(query, (qs) => {
        expect(campaignCookieUpdates(qs, {}).map((u) => u.name)).toEqual([...CAMPAIGN_COOKIE_NAMES]);
      }),
    );
  });

  it('is idempotent: after applying the updates, the same query writes nothing', () => {
    fc.assert(
      fc.property(query, jar, (qs, cookies) => {
        const after = { ...cookies };
        for (const u of campaignCookieUpdates(qs, cookies)) after[u.name] = u.value;
        expect(campaignCookieUpdates(qs, after)).toEqual([]);
      }),
    );
  });

  it('never overwrites an existing cookie with the empty string', () => {
    fc.assert(
      fc.property(query, jar, (qs, cookies) => {
        for (const u of campaignCookieUpdates(qs, cookies)) {
          if (cookies[u.name] !== undefined) expect(u.value).not.toBe('');
        }
      }),
    );
  });
});
