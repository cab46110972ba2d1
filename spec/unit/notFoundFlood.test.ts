import { describe, expect, it } from 'vitest';
import {
  FLOOD_MIN_RATIO,
  floodPath,
  floodReasons,
  floodReport,
  floodTable,
  type FloodRun,
} from '../../perf/soak/notFoundFlood.ts';
import { DEFAULT_SOAK, parseSoakArgs, SMOKE_SOAK } from '../../perf/soak/soakOptions.ts';
import { brand } from '../../site/config/brand.ts';
import { resolveRedirect } from '../../site/rules/redirects.ts';
import { unknownAddressOf } from '../../site/server/unknownAddressOf.ts';

const run = (overrides: Partial<FloodRun> = {}): FloodRun => ({
  path: '/contacts/',
  expected: 200,
  seconds: 10,
  requests: 1000,
  requestsPerSecond: 100,
  statuses: { 200: 1000 },
  unexpected: 0,
  timeouts: 0,
  errors: 0,
  latenciesMs: [1, 2, 3],
  ...overrides,
});
const memory = { rssBeforeKiB: 150_000, rssAfterKiB: 160_000, heapUsedBeforeKiB: 30_000, heapUsedAfterKiB: 31_000 };

describe('the 404 flood of npm run soak', () => {
  it('asks for a new unknown address every time, never one a redirect or a page answers', () => {
    const paths = Array.from({ length: 400 }, (_, n) => floodPath(n));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(unknownAddressOf(`http://site.test${path}`), path).toBeDefined();
      expect(resolveRedirect(path, '', { careerUrl: brand.external.career }), path).toBeNull();
    }
    // Both locales, the prefixes of other layouts and a scanner's files.
    expect(paths.some((path) => path.startsWith('/en/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/bitrix24/'))).toBe(true);
    expect(paths.some((path) => path.endsWith('.php'))).toBe(true);
  });

  it('passes at half the prerendered page’s rate with every answer a 404 and none missing', () => {
    const report = floodReport(200, run(), run({ expected: 404, requestsPerSecond: 100 * FLOOD_MIN_RATIO }), memory);
    expect(report.ratio).toBe(FLOOD_MIN_RATIO);
    expect(floodReasons(report)).toEqual([]);
    expect(floodTable(report)).toContain('0.50 of the page');
  });

  it('fails below half the rate, on a timeout, a lost request or another status', () => {
    const slow = floodReport(200, run(), run({ expected: 404, requestsPerSecond: 49 }), memory);
    expect(floodReasons(slow)).toEqual([expect.stringMatching(/answered 0\.49 .*at least 0\.5/)]);
    const broken = floodReport(200, run(), run({ expected: 404, timeouts: 3, errors: 1, unexpected: 2 }), memory);
    expect(floodReasons(broken)).toEqual([
      'the 404 flood: 2 answer(s) not 404',
      'the 404 flood: 3 timeout(s) and 1 other request(s) without an answer',
    ]);
    expect(floodReasons(floodReport(200, run({ requests: 0, requestsPerSecond: 0 }), run(), memory))).toContain(
      'the prerendered page: no request was answered',
    );
  });

  it('runs 10 s each by default, 2 s in the smoke run, as --flood says', () => {
    expect(DEFAULT_SOAK.floodSeconds).toBe(10);
    expect(parseSoakArgs(['--smoke']).floodSeconds).toBe(SMOKE_SOAK.floodSeconds);
    expect(parseSoakArgs(['--flood', '30']).floodSeconds).toBe(30);
    expect(() => parseSoakArgs(['--flood', '0'])).toThrow(/positive number/);
  });
});
