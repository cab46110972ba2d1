import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edgeAnswer, edgeRedirectRules, renderNginx } from '../../tools/nginx/nginxRedirects.ts';
import { brand } from '../../site/config/brand.ts';
import { localisePath } from '../../site/rules/localePath.ts';
import { LOCALES } from '../../contracts/locale.ts';
import { caseAliases, redirectTable } from '../../site/rules/redirectTable.ts';
import { resolveRedirect } from '../../site/rules/redirects.ts';

const NGINX = '/usr/sbin/nginx';
const rules = edgeRedirectRules();

/** `nginx -t` on the include inside a server block; returns what nginx printed (nothing when valid). */
function nginxTest(include: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-redirects-'));
  try {
    writeFileSync(join(dir, 'redirects.conf'), include);
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n` +
        `  server {\n    listen 127.0.0.1:4139;\n    include ${dir}/redirects.conf;\n` +
        `    location / { proxy_pass http://127.0.0.1:4138; }\n  }\n}\n`,
    );
    return execFileSync(NGINX, ['-t', '-q', '-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const config = renderNginx(rules);
const nodeAnswer = (path: string) => resolveRedirect(path, '')?.location ?? null;

/** Segments that exercise every rule and the ways rules chain, plus arbitrary plain ones. */
const interestingSegment = fc.oneof(
  fc.constantFrom(
    'amp',
    'en',
    'api',
    'healthz',
    'career',
    'services',
    'solutions',
    'sozdanie-saytov',
    'sozdanie-',
    'hr',
    'blog',
    'portfolio-web-studii',
    'internet-magazin-santekhniki',
    'santekhnika-b2c-store',
    'bitrix24',
    'crm',
    'Crm',
    'app.js',
    '.hidden',
    'champ',
  ),
  fc.stringMatching(/^[a-z0-9][a-z0-9.-]{0,6}$/u),
);
const randomPath = fc
  .tuple(fc.array(interestingSegment, { maxLength: 4 }), fc.boolean())
  .map(([segments, slash]) => (segments.length === 0 ? '/' : `/${segments.join('/')}${slash ? '/' : ''}`));
const PORTFOLIO = '/portfolio-web-studii/';
const fixedPaths = [
  ...redirectTable().exact.map((e) => e.from),
  ...caseAliases(redirectTable().caseSensitiveSlugs).keys(),
  ...redirectTable().prefix.map((p) => `${p.from}x/`),
  '/career/',
  `${PORTFOLIO}santekhnika-b2c-store/`,
];
/** Redirected paths in the spellings that chain: /amp in front, a portfolio category inside, no slash. */
const chainedPath = fc
  .tuple(fc.constantFrom(...fixedPaths), fc.constantFrom('', '/amp', '/amp/amp'), fc.boolean(), fc.boolean())
  .map(([path, amp, category, dropSlash]) => {
    const inPortfolio =
      category && path.startsWith(PORTFOLIO) ? `${PORTFOLIO}stores/${path.slice(PORTFOLIO.length)}` : path;
    const full = `${amp}${inPortfolio}`;
    return dropSlash ? full.slice(0, -1) : full;
  });
const requestPath = fc.oneof(randomPath, chainedPath);

describe('the redirect table as nginx config', () => {
  it('answers every fixed redirect of the table at the edge, in both locales, with and without the slash', () => {
    const fixed = [
      ...redirectTable().exact.map((e) => e.from),
      ...caseAliases(redirectTable().caseSensitiveSlugs).keys(),
    ];
    expect(fixed.length).toBeGreaterThan(20);
    for (const from of [...fixed, '/career/']) {
      for (const locale of LOCALES) {
        for (const path of [localisePath(from, locale), localisePath(from, locale).slice(0, -1)]) {
          const location = nodeAnswer(path);
          expect(location, path).not.toBeNull();
          expect(edgeAnswer(rules, path), path).toBe(location);
          expect(config).toContain(`location = ${path} {`);
        }
      }
    }
    expect(edgeAnswer(rules, '/career/')).toBe(brand.external.career);
  });

  it.each([
    ['/amp/contacts/', '/contacts/'],
    ['/en/amp/amp/blog/', '/en/blog/'],
    ['/portfolio-web-studii/stores/almaz-jewelry-shop/', '/portfolio-web-studii/almaz-jewelry-shop/'],
    ['/en/contacts', '/en/contacts/'],
    ['/solutions/sozdanie-saytov/', null],
    ['/amp/services/hr/', '/solutions/hr/'],
    ['/assets/app.js', null],
    ['/api/home', null],
    ['/contacts/', null],
  ])('answers %s with %s at the edge (null: proxied, Node decides), the same as Node', (path, location) => {
    expect(edgeAnswer(rules, path)).toBe(location);
    if (location !== null) expect(nodeAnswer(path)).toBe(location);
  });

  it('never answers differently from Node: whatever the edge redirects, Node redirects to the same place', () => {
    fc.assert(
      fc.property(requestPath, fc.boolean(), (path, english) => {
        const uri = english ? `/en${path}` : path;
        const edge = edgeAnswer(rules, uri);
        if (edge !== null) expect(edge).toBe(nodeAnswer(uri));
      }),
      { numRuns: 3000 },
    );
  });

  it('is well-formed: balanced braces, every directive ends with ";", every regex compiles, nginx -t accepts it', () => {
    let depth = 0;
    for (const line of config.split('\n')) {
      const code = line.replace(/"(?:[^"\\]|\\.)*"/gu, '""').trim();
      if (code === '' || code.startsWith('#')) continue;
      for (const char of code) {
        if (char === '{') depth += 1;
        if (char === '}') depth -= 1;
        expect(depth, line).toBeGreaterThanOrEqual(0);
      }
      const statements = code
        .replace(/^location [^{]*\{/u, '')
        .replace(/\}$/u, '')
        .trim();
      if (statements !== '') expect(statements.endsWith(';'), line).toBe(true);
    }
    expect(depth).toBe(0);
    for (const rule of rules) if (rule.kind === 'regex') expect(() => new RegExp(rule.pattern, 'u')).not.toThrow();
    // Where Debian's nginx is installed (it is on this project's machines), nginx itself must accept the include.
    if (existsSync(NGINX)) expect(nginxTest(config)).toBe('');
  });
});
