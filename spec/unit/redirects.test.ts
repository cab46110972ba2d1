import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BITRIX24_SLUGS } from '../../contracts/bitrix24.ts';
import { brand } from '../../site/config/brand.ts';
import { localisePath, splitLocale } from '../../site/rules/localePath.ts';
import { isLocale, LOCALES } from '../../contracts/locale.ts';
import { caseAliases, RedirectTableSchema, redirectTable } from '../../site/rules/redirectTable.ts';
import { resolveRedirect } from '../../site/rules/redirects.ts';
import { isSafeLocalLocation } from '../../site/rules/safeLocation.ts';

const CAREER = brand.external.career;
const to = (path: string, search = '') => resolveRedirect(path, search)?.location ?? null;
const pathOf = (location: string) => location.split('?')[0] ?? '';
const searchOf = (location: string) => (location.includes('?') ? location.slice(location.indexOf('?')) : '');

/** Checks a locale-less rule in ru and en, with and without a query. */
function expectRule(from: string, target: string) {
  expect(resolveRedirect(from, '')).toEqual({ status: 301, location: target });
  expect(to(from, '?utm_source=x&a=1')).toBe(`${target}?utm_source=x&a=1`);
  expect(to(`/en${from}`, '')).toBe(`/en${target}`);
  expect(to(`/en${from}`, '?b=2')).toBe(`/en${target}?b=2`);
}

// The locale split is the first step of every redirect, so its examples live here.
describe('splitLocale / localisePath', () => {
  it.each([
    ['/en/', 'en', '/'],
    ['/en/contacts/', 'en', '/contacts/'],
    ['/en', 'en', '/'],
    ['/english/', 'ru', '/english/'],
    ['/contacts/', 'ru', '/contacts/'],
    ['/', 'ru', '/'],
    ['/EN/', 'ru', '/EN/'],
  ])('%s → %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });

  it('localisePath is the inverse', () => {
    expect(localisePath('/contacts/', 'en')).toBe('/en/contacts/');
    expect(localisePath('/', 'en')).toBe('/en/');
    expect(localisePath('contacts/', 'en')).toBe('/en/contacts/');
    expect(isLocale(['en'])).toBe(false);
    expect(localisePath('/contacts/', 'ru')).toBe('/contacts/');
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('round-trips: splitLocale(localisePath(p, l)) recovers an en path, and any split re-localises to itself', () => {
    const path = fc
      .array(fc.constantFrom('en', 'ru', 'contacts', 'amp', 'x'), { maxLength: 4 })
      .map((s) => `/${s.map((x) => `${x}/`).join('')}`);
    fc.assert(
      fc.property(path, fc.constantFrom(...LOCALES), (p, l) => {
        const { locale, path: rest } = splitLocale(p);
        expect(localisePath(rest, locale)).toBe(p);
        if (l === 'en') expect(splitLocale(localisePath(p, l))).toEqual({ locale: 'en', path: p });
      }),
    );
  });
});

describe('resolveRedirect: spec §9 rules, both locales, query kept', () => {
  it('adds the trailing slash', () => {
    expectRule('/contacts', '/contacts/');
    expectRule('/blog/some-article', '/blog/some-article/');
    expect(to('/en', '?x=1')).toBe('/en/?x=1');
  });

  it('leaves page paths that need nothing alone', () => {
    for (const p of [
      '/',
      '/en/',
      '/contacts/',
      '/en/contacts/',
      '/english/',
      '/blog/amp/',
      '/solutions/hr/',
      '/bitrix24/Crm/',
      '/bitrix24/integration/',
    ]) {
      expect(resolveRedirect(p, '?a=1')).toBeNull();
    }
  });

  it('never adds a slash to files and never redirects endpoints', () => {
    for (const p of [
      '/favicon.ico',
      '/assets/x.js',
      '/mockServiceWorker.js',
      '/en/robots.txt',
      '/api/contacts',
      '/api/',
      '/api',
      '/healthz',
      '/healthz/x',
    ]) {
      expect(resolveRedirect(p, '')).toBeNull();
    }
  });

  it('AMP: a leading amp segment is removed', () => {
    expectRule('/amp/x/', '/x/');
    expectRule('/amp/blog/post/', '/blog/post/');
    expectRule('/amp/', '/');
    expectRule('/amp', '/');
    expectRule('/amp/amp/x/', '/x/');
    expectRule('/amp/contacts', '/contacts/');
  });

  it('AMP: /champ/ and a deeper amp segment are not AMP', () => {
    expect(resolveRedirect('/champ/', '')).toBeNull();
    expect(resolveRedirect('/en/champ/', '')).toBeNull();
    expect(resolveRedirect('/ampx/', '')).toBeNull();
    expect(resolveRedirect('/blog/amp/x/', '')).toBeNull();
  });

  it('retired sections go to the home page', () => {
    for (const p of ['/services/', '/solutions/', '/industries/', '/solutions/rpa/', '/network/', '/feedback-rpa/'])
      expectRule(p, '/');
  });

  it('moved pages', () => {
    expectRule('/services/hr/', '/solutions/hr/');
    expectRule('/researches/', '/blog/researches/');
    expectRule('/services/bitrix24/', '/solutions/bitrix24/');
    expectRule('/create-site/', '/services/sozdanie-saytov/');
    expectRule('/solutions/b2b-platform/', '/services/b2b-systems/');
    expectRule('/services/pim/', '/solutions/pim/');
  });

  it('/solutions/sozdanie-*/ → /services/sozdanie-*/ keeping the rest', () => {
    expectRule('/solutions/sozdanie-saytov/', '/services/sozdanie-saytov/');
    expectRule('/solutions/sozdanie-internet-magazina/', '/services/sozdanie-internet-magazina/');
    expectRule('/solutions/sozdanie-x/y/', '/services/sozdanie-x/y/');
    expect(resolveRedirect('/solutions/sozdanie-/', '')).toBeNull();
  });

  it('old blog articles', () => {
    expectRule('/blog/novosti-kompanii-2019/', '/blog/');
    expectRule('/blog/itogi-goda-2018/', '/blog/');
    expectRule('/blog/konferenciya-bitrix-2020/', '/blog/events/');
    expectRule('/blog/vebinar-b2b-portaly-2021/', '/blog/events/');
  });

  it('portfolio renames', () => {
    expectRule('/portfolio-web-studii/internet-magazin-santekhniki/', '/portfolio-web-studii/santekhnika-b2c-store/');
    expectRule('/portfolio-web-studii/korporativnyy-portal-logistika/', '/portfolio-web-studii/logistics-intranet/');
    expectRule('/portfolio-web-studii/b2b-portal-metall/', '/portfolio-web-studii/metal-trader-b2b-portal/');
  });

  it('portfolio: the category segment is dropped (exactly three segments only)', () => {
    expectRule('/portfolio-web-studii/e-commerce/some-project/', '/portfolio-web-studii/some-project/');
    expectRule('/portfolio-web-studii/b2b/some-project', '/portfolio-web-studii/some-project/');
    // category dropped and then the rename, still one hop
    expectRule(
      '/portfolio-web-studii/any/internet-magazin-santekhniki/',
      '/portfolio-web-studii/santekhnika-b2c-store/',
    );
    expect(resolveRedirect('/portfolio-web-studii/some-project/', '')).toBeNull();
    expect(resolveRedirect('/portfolio-web-studii/a/b/c/', '')).toBeNull();
    expect(resolveRedirect('/portfolio-web-studii//project/', '')).toBeNull();
  });

  it('Bitrix24: the lower-case address of a mixed-case slug goes to the spec case', () => {
    expectRule('/bitrix24/crm/', '/bitrix24/Crm/');
    expectRule('/bitrix24/dorabotka/', '/bitrix24/Dorabotka/');
    expectRule('/bitrix24/enterprise/', '/bitrix24/Enterprise/');
    expectRule('/bitrix24/kedo/', '/bitrix24/Kedo/');
    expectRule('/bitrix24/kedo', '/bitrix24/Kedo/');
    for (const slug of BITRIX24_SLUGS) {
      expect(resolveRedirect(`/bitrix24/${slug}/`, '')).toBeNull();
      expect(resolveRedirect(`/en/bitrix24/${slug}/`, '')).toBeNull();
    }
  });

  it('/career/ goes to the career site, query kept, in both locales', () => {
    expect(resolveRedirect('/career/', '')).toEqual({ status: 301, location: CAREER });
    expect(to('/career/', '?utm_source=hh')).toBe(`${CAREER}?utm_source=hh`);
    expect(to('/en/career/', '')).toBe(CAREER);
    expect(to('/career', '')).toBe(CAREER);
    expect(to('/amp/career/', '')).toBe(CAREER);
    expect(resolveRedirect('/career/', '?a=1', { careerUrl: 'https://jobs.example/?ref=site' })?.location).toBe(
      'https://jobs.example/?ref=site&a=1',
    );
  });

  it('chains resolve in one hop', () => {
    expectRule('/amp/create-site', '/services/sozdanie-saytov/');
    expectRule('/amp/solutions/sozdanie-x', '/services/sozdanie-x/');
    expectRule(
      '/amp/portfolio-web-studii/c/internet-magazin-santekhniki',
      '/portfolio-web-studii/santekhnika-b2c-store/',
    );
    expectRule('/amp/bitrix24/crm', '/bitrix24/Crm/');
    expect(to('/amp/en', '')).toBe('/en/');
  });
});

describe('resolveRedirect never leaves the site', () => {
  const hostile = [
    '//evil.example/',
    '//evil.example',
    '///evil.example',
    '/%2F%2Fevil.example/',
    '/%2F%2Fevil.example',
    '/\\evil.example',
    '/\\evil',
    '/\\\\evil',
    '/%5Cevil',
    '/%5C%5Cevil',
    '/amp//evil.example/',
    '/amp//evil.example',
    '/amp/\\evil/',
    '/amp/%2F%2Fevil/',
    '/amp/%5C%5Cevil',
    '/en//evil.example/',
    '/en/amp//evil',
    '/\tevil',
    '/\t/evil.example',
    '/amp/\t/evil/',
    '/amp/\n/evil',
    '/\r\n//evil',
    '/ /evil',
    '/amp/ /evil',
    '/amp/https://evil.example/',
    '/amp/https:/evil.example',
    '/amp/..//evil',
    '/portfolio-web-studii/x/\\evil/',
    '/portfolio-web-studii/x//evil/',
    '/solutions/sozdanie-/\\evil/',
    '/é',
  ];
  it.each(hostile)('%j → null or a safe location', (p) => {
    for (const search of ['', '?next=//evil.example']) {
      const r = resolveRedirect(p, search);
      if (r !== null) {
        expect(isSafeLocalLocation(r.location)).toBe(true);
        expect(new URL(r.location, 'https://site.example').origin).toBe('https://site.example');
      }
    }
  });

  it('refuses to redirect when the query itself would make the location unsafe', () => {
    expect(resolveRedirect('/contacts', '?a=\\b')).toBeNull();
    expect(resolveRedirect('/contacts', '?a=\r\nSet-Cookie:x')).toBeNull();
  });

  it('ignores paths that are not raw request paths', () => {
    expect(resolveRedirect('contacts', '')).toBeNull();
    expect(resolveRedirect('/contacts?x', '')).toBeNull();
    expect(resolveRedirect('/contacts#x', '')).toBeNull();
    expect(resolveRedirect('/contacts', 'x=1')).toBeNull();
  });
});

describe('isSafeLocalLocation', () => {
  it('accepts local paths', () => {
    for (const l of ['/', '/x/', '/en/x/?a=1&b=%2F', '/%2F%2Fevil/', '/a//b/'])
      expect(isSafeLocalLocation(l)).toBe(true);
  });
  it('rejects everything that could leave the origin or break the header', () => {
    for (const l of [
      '',
      'x/',
      'contacts/',
      '?a=1',
      '//evil',
      // protocol-relative: another host's page on the real site, whatever the origin it is resolved against
      '//x.example/',
      '/\\evil',
      '/a\\b',
      '\\/evil',
      'https://evil.example/',
      '/\tx',
      '/x\n',
      '/ x',
      '/é',
      '/x\u0000',
    ]) {
      expect(isSafeLocalLocation(l)).toBe(false);
    }
  });
});

describe('the redirect table', () => {
  const aliases = caseAliases(redirectTable().caseSensitiveSlugs);
  const entries: Array<[string, string]> = [
    ...redirectTable().exact.map((e) => [e.from, e.to] as [string, string]),
    ...aliases,
  ];

  it('has the spec entries', () => {
    expect(entries).toContainEqual(['/create-site/', '/services/sozdanie-saytov/']);
    expect([...aliases.keys()].sort()).toEqual([
      '/bitrix24/crm/',
      '/bitrix24/dorabotka/',
      '/bitrix24/enterprise/',
      '/bitrix24/kedo/',
    ]);
  });

  it('every entry resolves to its target in one hop, in both locales, with no cycles', () => {
    for (const [from, target] of entries) {
      for (const prefix of ['', '/en']) {
        expect(to(prefix + from, '?q=1')).toBe(`${prefix}${target}?q=1`);
        expect(resolveRedirect(prefix + target, '?q=1')).toBeNull();
        // and from the non-slash and AMP variants too
        expect(to(prefix + from.slice(0, -1), '')).toBe(prefix + target);
        expect(to(`${prefix}/amp${from}`, '')).toBe(prefix + target);
      }
    }
  });

  it('a prefix rule leaves files alone: only page paths are rewritten', () => {
    expect(redirectTable().prefix.length).toBeGreaterThan(0);
    for (const { from } of redirectTable().prefix) expect(resolveRedirect(`${from}x/brochure.pdf`, '')).toBeNull();
  });

  it('answers nothing for a target that is not a path', () => {
    for (const target of ['', 'contacts', 'amp/x/', 'career/']) expect(resolveRedirect(target, '')).toBeNull();
  });

  it('sends /career/ to a career address with a query of its own unchanged, and adds the visitor’s to it', () => {
    const careerUrl = 'https://jobs.example/?src=site';
    expect(resolveRedirect('/career/', '', { careerUrl })?.location).toBe(careerUrl);
    expect(resolveRedirect('/career/', '?utm_source=x', { careerUrl })?.location).toBe(`${careerUrl}&utm_source=x`);
  });

  it('every prefix rule lands on a final page', () => {
    for (const { from, to: target } of redirectTable().prefix) {
      const r = to(`${from}example/`, '');
      expect(r).toBe(`${target}example/`);
      expect(resolveRedirect(r ?? '', '')).toBeNull();
    }
  });

  describe('schema rejects bad edits with a message saying how to fix them', () => {
    const base = { exact: [], prefix: [], caseSensitiveSlugs: [] };
    const problems = (t: unknown) => {
      const r = RedirectTableSchema.safeParse(t);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    const exact = (from: string, target: string) => ({ ...base, exact: [{ from, to: target }] });
    /** What the server prints when it refuses the table: each issue with the entry it names. */
    const issues = (t: unknown) => {
      const r = RedirectTableSchema.safeParse(t);
      return r.success ? [] : r.error.issues.map(({ code, path, message }) => ({ code, path, message }));
    };
    const prefix = (from: string, target: string) => ({ ...base, prefix: [{ from, to: target }] });

    it('names the entry of each problem of an exact rule', () => {
      expect(issues({ ...base, exact: [{ from: '/x/', to: '/x/' }] })).toEqual([
        { code: 'custom', path: ['exact', 0], message: '"/x/" redirects to itself: remove the entry' },
      ]);
      expect(
        issues({
          ...base,
          exact: [
            { from: '/a/', to: '/b/' },
            { from: '/a/', to: '/c/' },
          ],
        }),
      ).toEqual([
        { code: 'custom', path: ['exact', 1, 'from'], message: '"/a/" is listed twice in "exact": keep one entry' },
      ]);
      expect(
        issues({
          ...base,
          exact: [
            { from: '/a/', to: '/b/' },
            { from: '/b/', to: '/c/' },
          ],
        }),
      ).toEqual([
        {
          code: 'custom',
          path: ['exact', 0, 'to'],
          message: '"/a/" points at "/b/", which itself redirects to "/c/": point it straight at the final page',
        },
      ]);
      expect(issues(exact('/en/x/', '/y/'))).toEqual([
        {
          code: 'custom',
          path: ['exact', 0, 'from'],
          message:
            '"/en/x/" must be locale-less: write "/x/" instead of "/en/x/" (the /en/ version is redirected automatically)',
        },
      ]);
    });

    it('sees a chain through a prefix rule and through a case alias', () => {
      expect(issues({ ...base, exact: [{ from: '/x/', to: '/a-b/' }], prefix: [{ from: '/a-', to: '/c-' }] })).toEqual([
        {
          code: 'custom',
          path: ['exact', 0, 'to'],
          message: '"/x/" points at "/a-b/", which itself redirects to "/c-b/": point it straight at the final page',
        },
      ]);
      expect(
        issues({
          ...base,
          exact: [{ from: '/bitrix24/crm/', to: '/y/' }],
          caseSensitiveSlugs: [{ under: '/bitrix24/', slugs: ['CRM'] }],
        }),
      ).toEqual([
        {
          code: 'custom',
          path: ['exact', 0, 'from'],
          message: '"/bitrix24/crm/" is already redirected by "caseSensitiveSlugs": remove the entry',
        },
      ]);
      expect(
        issues({
          ...base,
          exact: [{ from: '/y/', to: '/bitrix24/crm/' }],
          caseSensitiveSlugs: [{ under: '/bitrix24/', slugs: ['CRM'] }],
        }).map(({ path }) => path),
      ).toEqual([['exact', 0, 'to']]);
    });

    it('sends the lower-case address of a capitalised slug to its spelling, and only those', () => {
      expect([...caseAliases([{ under: '/bitrix24/', slugs: ['CRM', 'hr', 'Task-Flow'] }])]).toEqual([
        ['/bitrix24/crm/', '/bitrix24/CRM/'],
        ['/bitrix24/task-flow/', '/bitrix24/Task-Flow/'],
      ]);
    });

    it('refuses a slug listed twice ignoring case, and accepts slugs that differ', () => {
      const slugs = (list: string[]) => ({ ...base, caseSensitiveSlugs: [{ under: '/bitrix24/', slugs: list }] });
      expect(issues(slugs(['CRM', 'Crm']))).toEqual([
        {
          code: 'custom',
          path: ['caseSensitiveSlugs', 0, 'slugs'],
          message: '"Crm" under "/bitrix24/" is listed twice (ignoring case): keep one spelling',
        },
      ]);
      expect(issues(slugs(['CRM', 'HR', 'crm-x']))).toEqual([]);
      expect(issues(slugs([]))).not.toEqual([]);
    });

    it('accepts path prefixes, finished or not', () => {
      expect(issues(prefix('/solutions/sozdanie-', '/services/sozdanie-'))).toEqual([]);
      expect(issues(prefix('/old/section/', '/new/section/'))).toEqual([]);
      expect(issues(prefix('/a', '/b'))).toEqual([]);
    });

    it.each([
      ['/', '/x-'],
      ['x-', '/y-'],
      ['/a//b-', '/y-'],
      ['/a/./b-', '/y-'],
      ['/a/../b-', '/y-'],
      ['/a/b c', '/y-'],
      ['//evil-', '/y-'],
      ['/a/../', '/y-'],
    ])('refuses the prefix %s, saying how to write one', (from, target) => {
      expect(issues(prefix(from, target)).filter(({ path }) => path.at(-1) === 'from')).toEqual([
        {
          code: 'custom',
          path: ['prefix', 0, 'from'],
          message: `"${from}" is not a path prefix: write it like "/solutions/sozdanie-" — start with "/", at least one character after it, no "//", no domain, only latin letters, digits, "-", "_", ".", "~"`,
        },
      ]);
    });

    it('refuses prefixes that start with a reserved segment, and overlapping prefixes', () => {
      expect(issues(prefix('/en/x-', '/y-'))).toEqual([
        {
          code: 'custom',
          path: ['prefix', 0, 'from'],
          message:
            '"/en/x-" must be locale-less: write "/x-" instead of "/en/x-" (the /en/ version is redirected automatically)',
        },
      ]);
      expect(issues(prefix('/x-', '/amp/y-')).map(({ path, message }) => [path, message.slice(0, 30)])).toEqual([
        [['prefix', 0, 'to'], '"/amp/y-" must not start with '],
      ]);
      expect(
        issues({
          ...base,
          prefix: [
            { from: '/a-', to: '/x-' },
            { from: '/a-b-', to: '/y-' },
          ],
        }),
      ).toEqual([
        {
          code: 'custom',
          path: ['prefix', 1, 'from'],
          message: 'prefix "/a-b-" overlaps prefix "/a-": keep only one of them',
        },
      ]);
    });

    it.each([['/./'], ['/x/../'], ['/x/./y/'], ['/ok/%bad!/']])('refuses the page path %s', (from) => {
      expect(issues(exact(from, '/y/')).map(({ code, path }) => [code, path])).toEqual([
        ['custom', ['exact', 0, 'from']],
      ]);
    });

    it('accepts the real table', () => {
      expect(problems(redirectTable())).toEqual([]);
    });
    it.each([
      ['/no-slash', '/x/', 'start and end with "/"'],
      ['/x/', '//evil.example/', 'no "//"'],
      ['/x/', 'https://evil.example/', 'no domain'],
      ['/x/', '/\\evil/', 'is not a page path'],
      ['/x/?a=1', '/y/', 'no "?"'],
      ['/en/x/', '/y/', 'must be locale-less'],
      ['/amp/x/', '/y/', 'AMP paths'],
      ['/x/', '/x/', 'redirects to itself'],
    ])('%s → %s', (from, target, message) => {
      expect(problems(exact(from, target)).join('\n')).toContain(message);
    });
    it('rejects chains, duplicates and looping prefixes', () => {
      expect(
        problems({
          ...base,
          exact: [
            { from: '/a/', to: '/b/' },
            { from: '/b/', to: '/c/' },
          ],
        }).join('\n'),
      ).toContain('point it straight at the final page');
      expect(
        problems({
          ...base,
          exact: [
            { from: '/a/', to: '/b/' },
            { from: '/b/', to: '/a/' },
          ],
        }).length,
      ).toBeGreaterThan(0);
      expect(
        problems({
          ...base,
          exact: [
            { from: '/a/', to: '/b/' },
            { from: '/a/', to: '/c/' },
          ],
        }).join('\n'),
      ).toContain('listed twice');
      expect(issues({ ...base, prefix: [{ from: '/a-', to: '/a-b-' }] })).toContainEqual({
        code: 'custom',
        path: ['prefix', 0, 'to'],
        message:
          'prefix "/a-" rewrites to "/a-b-", which prefix "/a-" rewrites again: point it straight at the final path',
      });
      expect(problems({ ...base, caseSensitiveSlugs: [{ under: '/bitrix24/', slugs: ['a/b'] }] }).join('\n')).toContain(
        'without slashes',
      );
    });
  });
});

// ---- properties ----------------------------------------------------------------------------------

const SEGMENTS = [
  'amp',
  'en',
  '',
  '/',
  '\\',
  '%2F',
  '%5C',
  '%2f',
  '..',
  '.',
  'evil.example',
  'services',
  'solutions',
  'sozdanie-x',
  'portfolio-web-studii',
  'internet-magazin-santekhniki',
  'bitrix24',
  'crm',
  'Crm',
  'kedo',
  'career',
  'create-site',
  'researches',
  'blog',
  'novosti-kompanii-2019',
  'champ',
  'x.js',
  'api',
  'healthz',
  'https:',
  '\t',
  '\n',
  ' ',
  'é',
  'hr',
  'pim',
  'network',
];
const segmentPath = fc
  .tuple(fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 6 }), fc.boolean())
  .map(([segs, slash]) => `/${segs.join('/')}${slash ? '/' : ''}`);
const anyPath = fc.oneof(
  segmentPath,
  segmentPath,
  fc.string({ unit: 'binary', maxLength: 30 }).map((s) => `/${s}`),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => `/${s}`),
  fc
    .string({ unit: fc.constantFrom('/', '\\', 'a', 'amp', '%2F', '.', 'en', '\t'), maxLength: 10 })
    .map((s) => `/${s}`),
);
const anySearch = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?utm_source=x', '?a=1&b=%2F%2Fevil', '?'),
  fc.string({ unit: fc.constantFrom('a', '=', '&', '%2F', '/', '1', '\\', '\n'), maxLength: 10 }).map((s) => `?${s}`),
);
const notCareer = (location: string) => location.startsWith('/');

describe('resolveRedirect (properties)', () => {
  it('(a) every non-career location is a safe local location', () => {
    fc.assert(
      fc.property(anyPath, anySearch, (p, s) => {
        const r = resolveRedirect(p, s);
        if (r === null) return;
        expect(r.status).toBe(301);
        if (r.location.startsWith(CAREER)) return;
        expect(isSafeLocalLocation(r.location)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('(b) following a redirect never redirects again', () => {
    fc.assert(
      fc.property(anyPath, anySearch, (p, s) => {
        const r = resolveRedirect(p, s);
        if (r === null || !notCareer(r.location)) return;
        expect(resolveRedirect(pathOf(r.location), searchOf(r.location))).toBeNull();
      }),
      { numRuns: 5000 },
    );
  });

  it('(c) the query is kept unchanged at the end of the location', () => {
    fc.assert(
      fc.property(anyPath, anySearch, (p, s) => {
        const r = resolveRedirect(p, s);
        if (r === null) return;
        expect(r.location.endsWith(s)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('the locale is kept: an /en/ request redirects under /en/ (or to the career site)', () => {
    fc.assert(
      fc.property(segmentPath, anySearch, (p, s) => {
        const r = resolveRedirect(`/en${p}`, s);
        if (r === null || !notCareer(r.location)) return;
        expect(r.location.startsWith('/en/')).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the redirect table and the contracts agree', () => {
  it('the case-kept Bitrix24 slugs are exactly the Bitrix24 pages of the content contract', () => {
    const group = redirectTable().caseSensitiveSlugs.find((g) => g.under === '/bitrix24/');
    expect([...(group?.slugs ?? [])].sort()).toEqual([...BITRIX24_SLUGS].sort());
  });
});

/**
 * The table and its compiled form are made on first use and kept for the life of the process, so only
 * a module instance of its own, as a new server process loads it, shows what that first use does (the
 * instances above made theirs long ago). Each is loaded with this file, outside any test, under an
 * address nothing else uses.
 */
async function coldStart<Module>(path: string): Promise<Module> {
  const specifier = `${new URL(path, import.meta.url).pathname}?cold-start=${randomUUID()}`;
  return (await import(/* @vite-ignore */ specifier)) as Module;
}
const coldTable = await coldStart<typeof import('../../site/rules/redirectTable.ts')>(
  '../../site/rules/redirectTable.ts',
);
const coldRedirects = await coldStart<typeof import('../../site/rules/redirects.ts')>('../../site/rules/redirects.ts');

describe('a cold start: the redirect table is read and compiled on first use', () => {
  it('the first call gives the checked table, and every later call that same table', () => {
    const table = coldTable.redirectTable();
    expect(table.exact).toContainEqual(expect.objectContaining({ from: '/services/hr/', to: '/solutions/hr/' }));
    expect(coldTable.redirectTable()).toBe(table);
  });

  it('the first request already follows the exact and the prefix rules', () => {
    expect(coldRedirects.resolveRedirect('/services/hr/', '')).toEqual({ status: 301, location: '/solutions/hr/' });
    expect(coldRedirects.resolveRedirect('/solutions/sozdanie-saytov/', '')).toEqual({
      status: 301,
      location: '/services/sozdanie-saytov/',
    });
  });
});
