import type { Status } from '../runResults.ts';

export type BadgeStatus =
  Status | 'unproved' | 'unit-test' | 'proved' | 'partly-built' | 'pending' | 'wip' | 'stale' | 'shallow' | 'withdrawn';

/**
 * Each status in words; its sign is drawn before them by the style sheet (livingDocs.css, `.st-…::before`)
 * and hidden from screen readers, who have the words: no status is told by its colour alone.
 */
export const STATUS_WORDS: Record<BadgeStatus, string> = {
  passed: 'passed',
  failed: 'failed',
  flaky: 'passed on retry',
  skipped: 'skipped',
  'not-run': 'not run',
  outside: 'not in this run',
  unproved: 'nothing proves it',
  'unit-test': 'proved by a unit test',
  proved: 'proved',
  'partly-built': 'partly built',
  pending: 'pending',
  wip: 'work in progress',
  stale: 'stale',
  shallow: 'shallow',
  withdrawn: 'withdrawn',
};

/** A status in words; `zero` greys a count of none. */
export function Badge({ status, words, zero }: { status: BadgeStatus; words?: string; zero?: boolean }) {
  return <span className={`st${zero ? ' st-zero' : ''} st-${status}`}>{words ?? STATUS_WORDS[status]}</span>;
}

export function formatDuration(ms: number | undefined): string {
  if (ms === undefined) return '';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** A run's start (ISO text) as people read it: `2026-01-02 10:11 UTC`. */
export const when = (startedAt: string) => startedAt.replace('T', ' ').replace(/:\d\dZ$/, ' UTC');
