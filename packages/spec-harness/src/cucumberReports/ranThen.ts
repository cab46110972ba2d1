import type { RunResults } from '../livingDocs/runResults.ts';

/**
 * What the last runs say of a scenario's proof (specCoverage.ts's `ranThen`): true when a run passed
 * at least one of its Then steps; false when the runs that ran it only skipped it or passed no Then
 * step; undefined when no run finished it — left out by its tags, not reached, or failed (a failure is
 * told as a failure, not as a scenario that checks nothing).
 */
export function ranThenIn(
  runs: readonly RunResults[],
): (scenario: { uri: string; line: number }) => boolean | undefined {
  const verdicts = new Map<string, boolean>();
  for (const { results } of runs)
    for (const result of results) {
      const key = `${result.uri}:${result.line}`;
      if (result.status === 'skipped') verdicts.set(key, verdicts.get(key) ?? false);
      else if (result.status === 'passed' || result.status === 'flaky')
        verdicts.set(key, (verdicts.get(key) ?? false) || result.ranThen === true);
    }
  return ({ uri, line }) => verdicts.get(`${uri}:${line}`);
}
