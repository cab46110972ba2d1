import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyHistory, extendHistory, historyOf, isFlaky, readHistory } from './runHistory.ts';
import type { RunResults, ScenarioResult, Status } from './runResults.ts';

const result = (line: number, status: Status): ScenarioResult => ({
  uri: 'features/a.feature',
  line,
  name: `Scenario ${line}`,
  status,
  attempts: 1,
});
const run = (startedAt: string | undefined, statuses: Status[]): RunResults => ({
  ...(startedAt && { startedAt }),
  results: statuses.map((status, index) => result(3 + index, status)),
  images: [],
});

describe('the history of the runs', () => {
  it('adds each run once, with the scenarios it ran, oldest first', () => {
    const first = extendHistory(emptyHistory(), [
      { id: 'embedded', results: run('2026-11-29T02:00:00Z', ['passed', 'outside', 'not-run', 'failed']) },
      { id: 'deployed', results: run('2026-11-29T01:00:00Z', ['skipped']) },
    ]);
    expect(first.runs.map((entry) => [entry.run, entry.startedAt])).toEqual([
      ['deployed', '2026-11-29T01:00:00Z'],
      ['embedded', '2026-11-29T02:00:00Z'],
    ]);
    expect(first.runs[1]?.results).toEqual({
      'features/a.feature:3 Scenario 3': 'passed',
      'features/a.feature:6 Scenario 6': 'failed',
    });
    // The same run given again (its report read by the next `living`) is not counted twice.
    const again = extendHistory(first, [{ id: 'embedded', results: run('2026-11-29T02:00:00Z', ['passed']) }]);
    expect(again.runs).toHaveLength(2);
    // Another run that started at the same second is another run.
    const twin = extendHistory(first, [{ id: 'deployed', results: run('2026-11-29T02:00:00Z', ['passed']) }]);
    expect(twin.runs.map((entry) => entry.run)).toEqual(['deployed', 'embedded', 'deployed']);
  });

  it('adds nothing for a run without a report, a start time, or a scenario that ran', () => {
    const history = extendHistory(emptyHistory(), [
      { id: 'embedded', results: undefined },
      { id: 'embedded', results: run(undefined, ['passed']) },
      { id: 'deployed', results: run('2026-11-29T01:00:00Z', ['outside', 'not-run']) },
    ]);
    expect(history.runs).toEqual([]);
  });

  it('keeps the last runs of each id', () => {
    let history = emptyHistory();
    for (let hour = 10; hour < 16; hour += 1)
      history = extendHistory(
        history,
        [
          { id: 'embedded', results: run(`2026-11-29T${hour}:00:00Z`, ['passed']) },
          { id: 'deployed', results: run(`2026-11-29T${hour}:30:00Z`, ['passed']) },
        ],
        3,
      );
    expect(history.runs.map((entry) => `${entry.run} ${entry.startedAt.slice(11, 16)}`)).toEqual([
      'embedded 13:00',
      'deployed 13:30',
      'embedded 14:00',
      'deployed 14:30',
      'embedded 15:00',
      'deployed 15:30',
    ]);
  });

  it("gives a scenario's results in every run, known by its line and name", () => {
    const history = extendHistory(emptyHistory(), [
      { id: 'embedded', results: run('2026-11-29T01:00:00Z', ['failed']) },
      { id: 'deployed', results: run('2026-11-29T01:10:00Z', ['passed']) },
      { id: 'embedded', results: run('2026-11-29T02:00:00Z', ['passed']) },
    ]);
    expect(historyOf(history, { uri: 'features/a.feature', line: 3, name: 'Scenario 3' })).toEqual([
      { run: 'embedded', startedAt: '2026-11-29T01:00:00Z', status: 'failed' },
      { run: 'deployed', startedAt: '2026-11-29T01:10:00Z', status: 'passed' },
      { run: 'embedded', startedAt: '2026-11-29T02:00:00Z', status: 'passed' },
    ]);
    expect(historyOf(history, { uri: 'features/a.feature', line: 3, name: 'Renamed' })).toEqual([]);
  });

  it('calls flaky a scenario that failed and later passed in the same run, or passed only on a retry', () => {
    const entry = (run: string, status: Status) => ({ run, status });
    expect(isFlaky([entry('embedded', 'failed'), entry('embedded', 'passed')])).toBe(true);
    expect(isFlaky([entry('embedded', 'passed'), entry('embedded', 'flaky')])).toBe(true);
    expect(isFlaky([entry('embedded', 'passed'), entry('embedded', 'failed')])).toBe(false);
    expect(isFlaky([entry('embedded', 'failed'), entry('deployed', 'passed')])).toBe(false);
    expect(isFlaky([entry('embedded', 'failed'), entry('embedded', 'failed')])).toBe(false);
    expect(isFlaky([])).toBe(false);
  });

  it('reads a history back, and starts afresh from a missing or foreign file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'history-'));
    const history = extendHistory(emptyHistory(), [
      { id: 'embedded', results: run('2026-11-29T01:00:00Z', ['passed']) },
    ]);
    writeFileSync(join(folder, 'history.json'), JSON.stringify(history));
    expect(readHistory(join(folder, 'history.json'))).toEqual(history);
    expect(readHistory(join(folder, 'none.json'))).toEqual(emptyHistory());
    writeFileSync(join(folder, 'broken.json'), '{"format":');
    expect(readHistory(join(folder, 'broken.json'))).toEqual(emptyHistory());
    writeFileSync(join(folder, 'other.json'), '{"format":"footprints/1","runs":[{"run":"embedded"}]}');
    expect(readHistory(join(folder, 'other.json'))).toEqual(emptyHistory());
    writeFileSync(join(folder, 'odd.json'), '{"format":"run-history/1","runs":{"embedded":[]}}');
    expect(readHistory(join(folder, 'odd.json'))).toEqual(emptyHistory());
    expect(emptyHistory()).toEqual({ format: 'run-history/1', runs: [] });
  });
});
