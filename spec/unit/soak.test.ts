import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../../site/config/brand.ts';
import { redirectTable } from '../../site/rules/redirectTable.ts';
import { heapOfReport, type MemorySample } from '../../perf/soak/serverMemory.ts';
import { isExpectedStatus, SOAK_EXPECTED, SOAK_KINDS } from '../../perf/soak/soakExpectations.ts';
import { DEFAULT_SOAK, parseSoakArgs, SMOKE_SOAK } from '../../perf/soak/soakOptions.ts';
import { staleBuildReason } from '../../tools/buildFreshness.ts';
import { summariseMemory } from '../../perf/soak/soakReport.ts';
import {
  interleaveKinds,
  needsOwnConnection,
  responseProblem,
  soakMix,
  spread,
  type SoakRequest,
} from '../../perf/soak/soakTargets.ts';
import {
  emptyTally,
  recordResponse,
  rssGrowth,
  SOAK_RSS_GROWTH_LIMIT,
  soakVerdict,
} from '../../perf/soak/soakVerdict.ts';
import { MALFORMED_TARGETS, OPEN_REDIRECT_VECTORS } from '../../perf/soak/hostilePaths.ts';

const steadyMemory = { rssStartKiB: 150_000, rssAfterWarmupKiB: 200_000, rssEndKiB: 210_000 };
const mixInput = {
  pages: ['/', '/contacts/', '/company/', '/en/', '/en/contacts/', '/en/company/'],
  redirects: redirectTable(),
  etags: { '/': '"a"', '/en/': '"b"' },
  origin: 'http://127.0.0.1:4130',
  form: { path: '/api/form_application/', body: '{}' },
};

describe('the soak expectation table', () => {
  it('never expects a 5xx of any kind', () => {
    for (const kind of SOAK_KINDS)
      expect(
        SOAK_EXPECTED[kind].statuses.every((s) => s < 500),
        kind,
      ).toBe(true);
  });

  it('expects real pages to be 200, redirects 301, missing pages 404, hostile ones refused or kept on the site', () => {
    expect(isExpectedStatus('page (ru)', 200)).toBe(true);
    expect(isExpectedStatus('page (ru)', 404)).toBe(false);
    expect(isExpectedStatus('redirect', 301)).toBe(true);
    expect(isExpectedStatus('redirect', 302)).toBe(false);
    expect(isExpectedStatus('not found', 200)).toBe(false);
    expect(isExpectedStatus('malformed', 414)).toBe(true);
    expect(isExpectedStatus('malformed', 431)).toBe(true);
    expect(isExpectedStatus('malformed', 200)).toBe(false);
    expect(isExpectedStatus('malformed', 500)).toBe(false);
    expect(isExpectedStatus('open-redirect vector', 302)).toBe(false);
    expect(isExpectedStatus('conditional', 200)).toBe(false);
    expect(isExpectedStatus('form post', 429)).toBe(true);
  });
});

describe('the soak mix', () => {
  const mix = soakMix(mixInput);

  it('holds every kind of the table, and every hostile target', () => {
    expect(new Set(mix.map((r) => r.kind))).toEqual(new Set(SOAK_KINDS));
    const paths = new Set(mix.map((r) => r.path));
    for (const { target } of [...OPEN_REDIRECT_VECTORS, ...MALFORMED_TARGETS])
      expect(paths.has(target), target).toBe(true);
  });

  it('sends pages of both locales, conditional requests with the ETag the page answered, form posts from the site', () => {
    expect(mix.filter((r) => r.kind === 'page (en)').every((r) => r.path.startsWith('/en/'))).toBe(true);
    expect(mix.filter((r) => r.kind === 'page (ru)').some((r) => r.path.startsWith('/en/'))).toBe(false);
    expect(mix.filter((r) => r.kind === 'conditional').map((r) => r.headers?.['if-none-match'])).toEqual([
      '"a"',
      '"b"',
    ]);
    const post = mix.find((r) => r.kind === 'form post');
    expect(post).toMatchObject({ method: 'POST', headers: { origin: mixInput.origin } });
  });

  it('knows where each table redirect must go', () => {
    const redirects = mix.filter((r) => r.kind === 'redirect');
    expect(redirects.length).toBeGreaterThan(5);
    for (const r of redirects) expect(r.location, r.path).toMatch(/^\/|^https:/u);
  });

  it('interleaves the kinds, so a short run reaches every kind at once', () => {
    expect(new Set(mix.slice(0, SOAK_KINDS.length).map((r) => r.kind)).size).toBe(SOAK_KINDS.length);
    const a = (kind: SoakRequest['kind'], path: string): SoakRequest => ({ kind, method: 'GET', path });
    expect(interleaveKinds([a('api', '1'), a('api', '2'), a('search', '3')]).map((r) => r.path)).toEqual([
      '1',
      '3',
      '2',
    ]);
  });

  it('sends HEAD, raw backslashes and over-long request lines on a connection of their own (Node closes it after 400/431)', () => {
    const own = mix.filter(needsOwnConnection);
    expect(own.some((r) => r.method === 'HEAD')).toBe(true);
    expect(own.map((r) => r.path)).toContain('/\\evil.com');
    expect(own.some((r) => r.path.length > 100_000)).toBe(true);
    expect(own.some((r) => r.path.startsWith('/contacts?a='))).toBe(false);
    expect(needsOwnConnection({ kind: 'api', method: 'GET', path: '/api/home.json' })).toBe(false);
  });

  it('spreads a sample evenly over a list, first item first', () => {
    expect(spread([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5)).toEqual([1, 3, 5, 7, 9]);
    expect(spread([1, 2], 5)).toEqual([1, 2]);
  });
});

describe('responseProblem: redirects stay on the site', () => {
  const get = (kind: SoakRequest['kind'], location?: string): SoakRequest => ({
    kind,
    method: 'GET',
    path: '/x',
    ...(location ? { location } : {}),
  });
  it('accepts local locations, the career site and non-redirects (a 304 has no Location)', () => {
    expect(responseProblem(get('open-redirect vector'), 301, '/contacts/')).toBeUndefined();
    expect(responseProblem(get('redirect'), 301, brand.external.career)).toBeUndefined();
    expect(responseProblem(get('conditional'), 304, undefined)).toBeUndefined();
    expect(responseProblem(get('page (ru)'), 200, undefined)).toBeUndefined();
  });
  it('flags a Location off the site, a redirect without one, and a table redirect going elsewhere', () => {
    expect(responseProblem(get('open-redirect vector'), 301, '//evil.com/')).toMatch(/leaves the site/);
    expect(responseProblem(get('open-redirect vector'), 302, 'https://evil.com/')).toMatch(/leaves the site/);
    expect(responseProblem(get('redirect'), 301, undefined)).toMatch(/without Location/);
    expect(responseProblem(get('redirect', '/a/'), 301, '/b/')).toMatch(/instead of \/a\//);
  });
});

describe('the soak verdict', () => {
  it('passes when every answer is expected and RSS stays within the threshold', () => {
    const tally = emptyTally();
    recordResponse(tally, 'page (ru)', { status: 200, latencyMs: 5, target: 'GET /' });
    recordResponse(tally, 'malformed', { status: 414, latencyMs: 1, target: 'GET /aaa' });
    expect(soakVerdict(tally, 0, steadyMemory)).toEqual({ ok: true, reasons: [], notes: [] });
  });

  it('fails on one unexpected status, naming the kind and an example', () => {
    const tally = emptyTally();
    recordResponse(tally, 'page (en)', { status: 200, latencyMs: 5, target: 'GET /en/' });
    recordResponse(tally, 'page (en)', { status: 500, latencyMs: 5, target: 'GET /en/x/' });
    const verdict = soakVerdict(tally, 0, steadyMemory);
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons).toEqual(['page (en): 1 unexpected answer(s), e.g. 500 GET /en/x/']);
  });

  it('fails on a redirect off the site even with an expected status, and on requests without an answer', () => {
    const tally = emptyTally();
    recordResponse(tally, 'open-redirect vector', {
      status: 301,
      latencyMs: 1,
      target: 'GET //x',
      problem: 'Location //x leaves the site',
    });
    expect(tally['open-redirect vector'].unexpected).toBe(1);
    expect(soakVerdict(tally, 0, steadyMemory).ok).toBe(false);
    const quiet = emptyTally();
    recordResponse(quiet, 'api', { status: 200, latencyMs: 1, target: 'GET /api/home.json' });
    expect(soakVerdict(quiet, 3, steadyMemory).reasons).toEqual([
      '3 request(s) got no answer (connection errors or timeouts)',
    ]);
    expect(soakVerdict(emptyTally(), 0, steadyMemory).ok).toBe(false);
  });

  it(`fails when RSS grows more than ${SOAK_RSS_GROWTH_LIMIT * 100} % after the warm-up, not at exactly the limit`, () => {
    const tally = emptyTally();
    recordResponse(tally, 'api', { status: 200, latencyMs: 1, target: 'GET /api/home.json' });
    const at = (end: number) => ({ rssStartKiB: 100, rssAfterWarmupKiB: 1000, rssEndKiB: end });
    expect(rssGrowth(at(1200))).toBeCloseTo(0.2);
    expect(soakVerdict(tally, 0, at(1200)).ok).toBe(true);
    expect(soakVerdict(tally, 0, at(1201)).reasons).toEqual([
      'RSS grew 20.1 % after the warm-up, over the 20 % noise threshold',
    ]);
    // The smoke run reports memory but does not judge it; unmeasured memory is a note, not a failure.
    expect(soakVerdict(tally, 0, at(5000), { judgeMemory: false }).ok).toBe(true);
    const unmeasured = soakVerdict(tally, 0, { rssStartKiB: null, rssAfterWarmupKiB: null, rssEndKiB: null });
    expect([unmeasured.ok, unmeasured.notes.length]).toEqual([true, 1]);
  });
});

describe('the soak figures', () => {
  it('memory: start is the first sample, after warm-up and end are medians of three, so one GC swing decides nothing', () => {
    const sample = (atSeconds: number, rssKiB: number): MemorySample => ({
      atSeconds,
      rssKiB,
      hwmKiB: rssKiB,
      heapUsedKiB: rssKiB / 10,
      heapTotalKiB: rssKiB / 5,
    });
    const samples = [0, 5, 10, 15, 20, 25, 30, 35, 40].map((t, i) =>
      sample(t, [100, 150, 200, 900, 210, 220, 215, 990, 230][i] ?? 0),
    );
    const summary = summariseMemory(samples, 10);
    expect(summary).toMatchObject({ rssStartKiB: 100, rssAfterWarmupKiB: 210, rssEndKiB: 230, hwmKiB: 990 });
    expect(summary.rssGrowth).toBeCloseTo(20 / 210);
  });

  it('reads the V8 heap of a Node diagnostic report, and nothing from a partial one', () => {
    const report = JSON.stringify({ javascriptHeap: { usedMemory: 2048 * 1024, totalMemory: 4096 * 1024 } });
    expect(heapOfReport(report)).toEqual({ usedKiB: 2048, totalKiB: 4096 });
    expect(heapOfReport(report.slice(0, 20))).toBeNull();
  });
});

describe('npm run soak options', () => {
  it('runs 60 s on 10 connections after a 10 s warm-up by default; --smoke runs 5 s', () => {
    expect(parseSoakArgs([])).toMatchObject({ ...DEFAULT_SOAK, smoke: false, skipBuild: false });
    expect(DEFAULT_SOAK).toMatchObject({ durationSeconds: 60, connections: 10, warmupSeconds: 10 });
    expect(parseSoakArgs(['--smoke'])).toMatchObject({ ...SMOKE_SOAK, smoke: true });
    expect(parseSoakArgs(['--duration', '30', '--connections', '4', '--skip-build'])).toMatchObject({
      durationSeconds: 30,
      connections: 4,
      skipBuild: true,
    });
    expect(() => parseSoakArgs(['--duration', '0'])).toThrow(/positive number/);
    expect(() => parseSoakArgs(['--fast'])).toThrow('npm run soak: unknown option --fast. It knows --duration');
  });

  it('builds when dist/ is missing or older than its sources', () => {
    const root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
    try {
      expect(staleBuildReason(root)).toBe(`${join(root, 'dist/build-manifest.json')} is missing`);
      mkdirSync(join(root, 'dist/node'), { recursive: true });
      mkdirSync(join(root, 'site'));
      const at = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds);
      for (const output of ['dist/build-manifest.json', 'dist/node/main.mjs']) {
        writeFileSync(join(root, output), '');
        at(output, 2000);
      }
      writeFileSync(join(root, 'site/page.ts'), '');
      at('site/page.ts', 1000);
      at('site', 1000);
      expect(staleBuildReason(root)).toBeUndefined();
      at('site/page.ts', 2000);
      expect(staleBuildReason(root)).toBeUndefined();
      at('site/page.ts', 2001);
      expect(staleBuildReason(root)).toBe('dist/ is older than its sources');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
