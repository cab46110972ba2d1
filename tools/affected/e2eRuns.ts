import type { Affected } from './chooseAffected.ts';

/** One `npx playwright test` of `npm run test:affected`: what it says it runs, and its arguments. */
export interface E2eRun {
  title: string;
  args: string[];
  /** Whether it may run beside the feature runs: not the checks that must have the machine alone. */
  beside: boolean;
}

/**
 * The Playwright runs that make the end-to-end part of `npm run test:affected`. Playwright applies a
 * filter (a test list, file names) only to the projects it runs at the top level: `site`, run as the
 * dependency of `alone` (playwright.config.ts), would run whole, whatever the footprints chose. So the
 * two projects run one after the other, each filtered, as CI's jobs run them: `alone` still has the
 * machine to itself.
 */
export function e2eRuns(e2e: Affected['e2e'], skippedFile: string): E2eRun[] {
  if ('everything' in e2e) return [{ title: 'Every end-to-end check', args: [], beside: false }];
  if ('changedFiles' in e2e && e2e.changedFiles.length === 0) return [];
  const [filter, what] =
    'skip' in e2e
      ? [['--test-list-invert', skippedFile], "that reach the change (Playwright's --test-list-invert)"]
      : [e2e.changedFiles, 'in the files that changed'];
  return [
    {
      title: `The end-to-end checks ${what}`,
      args: ['--project', 'site', '--pass-with-no-tests', ...filter],
      beside: true,
    },
    {
      title: `The end-to-end checks that run alone, ${what}`,
      args: ['--project', 'alone', '--no-deps', '--pass-with-no-tests', ...filter],
      beside: false,
    },
  ];
}
