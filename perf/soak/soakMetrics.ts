/**
 * What the server's own metrics (site/server/metrics.ts) say after the soak: read from its metrics
 * listener, summed per label, set beside what the soak itself counted. The soak fails when they
 * disagree: metrics that miss refusals or answers would hide a flood from an operator.
 */
import type { RenderFloodResult } from './renderFlood.ts';

export interface MetricsSummary {
  /** Where they were read; null when the server named no metrics listener. */
  url: string | null;
  /** site_http_requests_total, by how the answer was served. */
  requestsByServed: Record<string, number>;
  /** site_form_submissions_total, by status. */
  formsByStatus: Record<string, number>;
  /** site_cache_entries, by cache. */
  cacheEntries: Record<string, number>;
  rendersShed: number;
  backendFailures: number;
  residentMemoryBytes: number | null;
  eventLoopLagP99Seconds: number | null;
}

/** `name{label="x",…} value` lines of the text format, summed by one label. */
export function sumBy(text: string, name: string, label: string): Record<string, number> {
  const sums: Record<string, number> = {};
  const pattern = new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`, 'gm');
  for (const [, labels = '', value = '0'] of text.matchAll(pattern)) {
    const key = new RegExp(`${label}="([^"]*)"`).exec(labels)?.[1] ?? '';
    sums[key] = (sums[key] ?? 0) + Number(value);
  }
  return sums;
}

/** A series without labels, or null when the text has none. */
export function valueOf(text: string, name: string): number | null {
  const line = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  return line ? Number(line[1]) : null;
}

export function parseMetrics(url: string | null, text: string): MetricsSummary {
  const total = (record: Record<string, number>) => Object.values(record).reduce((sum, value) => sum + value, 0);
  return {
    url,
    requestsByServed: sumBy(text, 'site_http_requests_total', 'served'),
    formsByStatus: sumBy(text, 'site_form_submissions_total', 'status'),
    cacheEntries: sumBy(text, 'site_cache_entries', 'cache'),
    rendersShed: valueOf(text, 'site_renders_shed_total') ?? 0,
    backendFailures: total(sumBy(text, 'site_backend_failures_total', 'request')),
    residentMemoryBytes: valueOf(text, 'site_process_resident_memory_bytes'),
    eventLoopLagP99Seconds: valueOf(text, 'site_nodejs_eventloop_lag_p99_seconds'),
  };
}

export async function metricsSummary(url: string | undefined): Promise<MetricsSummary> {
  if (!url) return parseMetrics(null, '');
  const response = await fetch(url);
  return parseMetrics(url, await response.text());
}

/** Why the metrics fail the soak: missing, or counting fewer refusals than the floods were answered. */
export function metricsReasons(metrics: MetricsSummary, floods: readonly RenderFloodResult[]): string[] {
  if (metrics.url === null) return ['the server named no metrics listener ("Metrics on …" in its log)'];
  const reasons: string[] = [];
  const refused = floods.reduce((sum, { flood }) => sum + (flood.statuses['503'] ?? 0), 0);
  if (metrics.rendersShed < refused)
    reasons.push(`the metrics count ${metrics.rendersShed} shed renders; the floods were answered ${refused} 503s`);
  const shedAnswers = metrics.requestsByServed.shed ?? 0;
  if (shedAnswers !== metrics.rendersShed)
    reasons.push(`the metrics disagree: ${shedAnswers} answers served "shed", ${metrics.rendersShed} shed renders`);
  const pages = floods.reduce((sum, { alone, during }) => sum + alone.requests + during.requests, 0);
  if ((metrics.requestsByServed.prerendered ?? 0) < pages)
    reasons.push(
      `the metrics count ${metrics.requestsByServed.prerendered ?? 0} prerendered answers; the page runs alone got ${pages}`,
    );
  return reasons;
}

export function metricsTable(metrics: MetricsSummary): string {
  if (metrics.url === null) return 'Metrics: not read (no metrics listener).';
  const list = (record: Record<string, number>) =>
    Object.entries(record)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => `${key} ${value}`)
      .join(', ');
  return [
    `The server's metrics after the soak (${metrics.url}):`,
    '',
    '| metric | value |',
    '| --- | --- |',
    `| site_http_requests_total by served | ${list(metrics.requestsByServed)} |`,
    `| site_form_submissions_total by status | ${list(metrics.formsByStatus)} |`,
    `| site_renders_shed_total | ${metrics.rendersShed} |`,
    `| site_cache_entries by cache | ${list(metrics.cacheEntries)} |`,
    `| site_backend_failures_total | ${metrics.backendFailures} |`,
    `| site_process_resident_memory_bytes | ${metrics.residentMemoryBytes === null ? '–' : `${(metrics.residentMemoryBytes / 2 ** 20).toFixed(1)} MiB`} |`,
    `| site_nodejs_eventloop_lag_p99_seconds | ${metrics.eventLoopLagP99Seconds ?? '–'} |`,
  ].join('\n');
}
