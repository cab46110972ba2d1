import { describe, expect, it } from 'vitest';
import {
  PAGE_KEEPS_AT_LEAST,
  SHED_ANSWER_MAX_MS,
  renderFloodPath,
  renderFloodReasons,
  renderFloodResult,
  renderFloodTable,
  type PageLoadRun,
  type RenderFloodRun,
} from '../../perf/soak/renderFlood.ts';
import { metricsReasons, metricsTable, parseMetrics } from '../../perf/soak/soakMetrics.ts';
import { unknownAddressOf } from '../../site/server/unknownAddressOf.ts';
import { matchRoute } from '../../site/routes/matchRoute.ts';

const page = (requestsPerSecond: number, more: Partial<PageLoadRun> = {}): PageLoadRun => ({
  requestsPerSecond,
  requests: requestsPerSecond * 5,
  unexpected: 0,
  timeouts: 0,
  errors: 0,
  p99Ms: 6,
  ...more,
});
const flood = (more: Partial<RenderFloodRun> = {}): RenderFloodRun => ({
  kind: 'search',
  requests: 400,
  requestsPerSecond: 80,
  statuses: { 200: 40, 503: 360 },
  unexpected: 0,
  timeouts: 0,
  errors: 0,
  shedLatenciesMs: [1000, 1100],
  pageLatenciesMs: [30, 900],
  ...more,
});

describe('the render floods of npm run soak', () => {
  it('ask for a new address each time, in both locales, that must render', () => {
    const search = Array.from({ length: 50 }, (_, n) => renderFloodPath('search', n));
    expect(new Set(search).size).toBe(50);
    expect(search[0]).toMatch(/^\/search\/\?q=flood-0-/);
    expect(search[1]).toMatch(/^\/en\/search\/\?q=flood-1-/);
    const guard = renderFloodPath('guard', 2, () => 0.5);
    expect(guard).toBe(`/portfolio-web-studii/flood-2-${(2 ** 31).toString(36)}/`);
    // A project the route table has a page for, which only its guard refuses: not the kept 404 screen.
    expect(matchRoute(guard)).toBeTruthy();
    expect(unknownAddressOf(`http://site.test${guard}`)).toBeUndefined();
  });

  it(`pass while the page keeps ${PAGE_KEEPS_AT_LEAST} of its rate and every flood answer is its page or a quick 503`, () => {
    const result = renderFloodResult(page(4000), page(3200), flood());
    expect(result.ratio).toBe(0.8);
    expect(renderFloodReasons(result)).toEqual([]);
  });

  it('fail on a slower page, an answer of another status, a timeout or a slow refusal, saying which', () => {
    expect(renderFloodReasons(renderFloodResult(page(4000), page(3100), flood()))).toEqual([
      `during the search flood the page answered 0.78 of its rate alone (at least ${PAGE_KEEPS_AT_LEAST})`,
    ]);
    expect(
      renderFloodReasons(
        renderFloodResult(
          page(4000, { timeouts: 1 }),
          page(3600, { unexpected: 2 }),
          flood({ kind: 'guard', unexpected: 3, errors: 1, shedLatenciesMs: [SHED_ANSWER_MAX_MS + 1] }),
        ),
      ),
    ).toEqual([
      'the page alone: 1 timeout(s), 0 error(s)',
      'the page during the guard flood: 2 answer(s) not 200',
      'the guard flood: 3 answer(s) neither 404 nor 503',
      'the guard flood: 0 timeout(s), 1 error(s)',
      `the guard flood: a 503 took ${SHED_ANSWER_MAX_MS + 1} ms (at most ${SHED_ANSWER_MAX_MS})`,
    ]);
    expect(renderFloodReasons(renderFloodResult(page(0), page(0), flood({ requests: 0 })))).toEqual([
      'the page alone: no request was answered',
      'the page during the search flood: no request was answered',
      'the search flood: no request was answered',
      `during the search flood the page answered 0.00 of its rate alone (at least ${PAGE_KEEPS_AT_LEAST})`,
    ]);
  });

  it('are tabled with the page’s ratio and the flood’s statuses', () => {
    const table = renderFloodTable([renderFloodResult(page(4000), page(3400), flood())], '/contacts/', 10);
    expect(table).toContain('| search: page during the flood | 3400 | **0.85** |');
    expect(table).toContain('| search: the flood | 80 | 200×40 503×360 | 0 | 1100.0 | 900.0 |');
  });
});

const SCRAPE = `# HELP site_http_requests_total Answered requests
site_http_requests_total{served="prerendered",status="2xx"} 9000
site_http_requests_total{served="shed",status="5xx"} 360
site_http_requests_total{served="prerendered",status="3xx"} 12
site_renders_shed_total 360
site_form_submissions_total{status="200"} 10
site_backend_failures_total{request="read"} 2
site_backend_failures_total{request="content"} 1
site_cache_entries{cache="rendered_pages"} 61
site_process_resident_memory_bytes 104857600
`;

describe('the metrics the soak reads back', () => {
  it('sums each series by its label', () => {
    expect(parseMetrics('http://x/metrics', SCRAPE)).toEqual({
      url: 'http://x/metrics',
      requestsByServed: { prerendered: 9012, shed: 360 },
      formsByStatus: { 200: 10 },
      cacheEntries: { rendered_pages: 61 },
      rendersShed: 360,
      backendFailures: 3,
      residentMemoryBytes: 104857600,
      eventLoopLagP99Seconds: null,
    });
  });

  it('agree with what the floods saw, or fail the soak', () => {
    const floods = [renderFloodResult(page(800), page(800), flood())];
    expect(metricsReasons(parseMetrics('http://x/metrics', SCRAPE), floods)).toEqual([]);
    expect(
      metricsReasons(parseMetrics('http://x/metrics', SCRAPE.replace('_total 360', '_total 300')), floods),
    ).toEqual([
      'the metrics count 300 shed renders; the floods were answered 360 503s',
      'the metrics disagree: 360 answers served "shed", 300 shed renders',
    ]);
    expect(metricsReasons(parseMetrics(null, ''), floods)).toEqual([
      'the server named no metrics listener ("Metrics on …" in its log)',
    ]);
    expect(
      metricsReasons(parseMetrics('http://x/metrics', SCRAPE), [renderFloodResult(page(1000), page(1000), flood())]),
    ).toEqual(['the metrics count 9012 prerendered answers; the page runs alone got 10000']);
    expect(metricsTable(parseMetrics('http://x/metrics', SCRAPE))).toContain(
      '| site_process_resident_memory_bytes | 100.0 MiB |',
    );
  });
});
