/**
 * The budget check's verdict and its words: pure functions over measured sizes, so the rules of
 * passing and the messages are unit-tested without a server (spec/unit/budgets.test.ts).
 */
import type { Budget } from './pageBudgets.ts';

export const KIB = 1024;

export interface MeasuredAsset {
  path: string;
  /** Gzipped bytes: as served with `content-encoding: gzip`, else the file gzipped at level 9. */
  gzipBytes: number;
}

export interface PageMeasurement {
  label: string;
  locale: string;
  url: string;
  scripts: MeasuredAsset[];
  styles: MeasuredAsset[];
  htmlGzipBytes: number;
}

const KINDS = ['js', 'css', 'html'] as const;
export type BudgetKind = (typeof KINDS)[number];

export interface Overrun {
  kind: BudgetKind;
  bytes: number;
  limitBytes: number;
}

const sum = (assets: readonly MeasuredAsset[]) => assets.reduce((total, a) => total + a.gzipBytes, 0);

export function totals(page: PageMeasurement): Record<BudgetKind, number> {
  return { js: sum(page.scripts), css: sum(page.styles), html: page.htmlGzipBytes };
}

/** Every budget the page exceeds; empty when it passes. A size equal to the limit passes. */
export function budgetOverruns(page: PageMeasurement, budget: Budget): Overrun[] {
  const measured = totals(page);
  return KINDS.map((kind) => ({ kind, bytes: measured[kind], limitBytes: budget[`${kind}KiB`] * KIB })).filter(
    ({ bytes, limitBytes }) => bytes > limitBytes,
  );
}

export const kib = (bytes: number) => (bytes / KIB).toFixed(1);

/** One line per page and locale: sizes against their limits, and OK or OVER. */
export function budgetTable(rows: ReadonlyArray<{ page: PageMeasurement; budget: Budget }>): string {
  const header = ['family', 'locale', 'JS KiB gz', 'CSS KiB gz', 'HTML KiB gz', 'verdict'];
  const lines = rows.map(({ page, budget }) => {
    const t = totals(page);
    const over = budgetOverruns(page, budget);
    return [
      page.label,
      page.locale,
      ...KINDS.map((kind) => `${kib(t[kind])} / ${budget[`${kind}KiB`]}`),
      over.length === 0 ? 'ok' : `OVER (${over.map((o) => o.kind).join(', ')})`,
    ];
  });
  return markdownTable(header, lines);
}

/** A GitHub-flavoured table, padded so it also reads in a terminal. */
export function markdownTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const ADVICE: Record<BudgetKind, string> = {
  js:
    'Load what this page does not need at first sight on interaction (a dynamic import() in the component that opens it), ' +
    'check that no server-only or data module is bundled into the client, and look at the biggest files above first.',
  css: 'Move styles of components this page does not render out of shared stylesheets, and drop unused rules.',
  html:
    'Render less markup or pass less data to the client: pageContext JSON (passToClient, +data) is part of the HTML; ' +
    'return only what the page renders from +data.',
};

/** The failure message for one page: what is over, every asset with its size (largest first), and what to do. */
export function overrunMessage(page: PageMeasurement, overruns: readonly Overrun[]): string {
  const lines = [`${page.label} (${page.locale}) ${page.url} is over budget:`];
  for (const over of overruns) {
    lines.push(`  ${over.kind.toUpperCase()} ${kib(over.bytes)} KiB gz > ${kib(over.limitBytes)} KiB`);
    const assets = over.kind === 'js' ? page.scripts : over.kind === 'css' ? page.styles : [];
    for (const asset of [...assets].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      lines.push(`    ${kib(asset.gzipBytes).padStart(6)} KiB  ${asset.path}`);
    }
    lines.push(`  What to do: ${ADVICE[over.kind]}`);
  }
  lines.push('  Limits live in perf/budgets/pageBudgets.ts; raise one only with a stated exception.');
  return lines.join('\n');
}
