import { describe, expect, it } from 'vitest';
import { retriedScenarios } from './retriedScenarios.ts';

// A feature run retries a failed scenario once (cucumber.cjs); the summary must name every scenario
// that needed it, so a flaky one is seen. The messages below have the shape cucumber-js writes.

const pickle = (id: string, line: number, name: string) => ({
  pickle: { id, uri: 'features/forms.feature', name, location: { line } },
});
const testCase = (id: string, pickleId: string) => ({ testCase: { id, pickleId } });
/** One attempt of a test case: started, its steps' results, finished (retried or not). */
function attempt(caseId: string, attemptId: string, statuses: string[], willBeRetried: boolean) {
  return [
    { testCaseStarted: { id: attemptId, testCaseId: caseId } },
    ...statuses.map((status) => ({ testStepFinished: { testCaseStartedId: attemptId, testStepResult: { status } } })),
    { testCaseFinished: { testCaseStartedId: attemptId, willBeRetried } },
  ];
}
const ndjson = (messages: object[]) => messages.map((message) => JSON.stringify(message)).join('\n') + '\n';

describe('retriedScenarios', () => {
  it('names a scenario that failed, then passed on its second try, by file, line and name', () => {
    const stream = ndjson([
      pickle('p1', 136, 'A server answer 500 offers a retry'),
      pickle('p2', 14, 'The form renders'),
      testCase('c1', 'p1'),
      testCase('c2', 'p2'),
      ...attempt('c2', 'a1', ['PASSED', 'PASSED'], false),
      ...attempt('c1', 'a2', ['PASSED', 'FAILED', 'SKIPPED'], true),
      ...attempt('c1', 'a3', ['PASSED', 'PASSED', 'PASSED'], false),
    ]);
    expect(retriedScenarios(stream)).toEqual([
      {
        where: 'features/forms.feature:136',
        name: 'A server answer 500 offers a retry',
        failedAttempts: 1,
        passedInTheEnd: true,
      },
    ]);
  });

  it('says when the last try failed too', () => {
    const stream = ndjson([
      pickle('p1', 30, 'Broken for good'),
      testCase('c1', 'p1'),
      ...attempt('c1', 'a1', ['FAILED'], true),
      ...attempt('c1', 'a2', ['PASSED', 'FAILED'], false),
    ]);
    expect(retriedScenarios(stream)).toEqual([
      { where: 'features/forms.feature:30', name: 'Broken for good', failedAttempts: 1, passedInTheEnd: false },
    ]);
  });

  it('lists nothing for a run whose scenarios passed or failed at their only try, and sorts by line', () => {
    const stream = ndjson([
      pickle('p1', 9, 'Passes'),
      pickle('p2', 12, 'Fails once, no retry left'),
      pickle('p3', 100, 'Later'),
      pickle('p4', 20, 'Earlier'),
      testCase('c1', 'p1'),
      testCase('c2', 'p2'),
      testCase('c3', 'p3'),
      testCase('c4', 'p4'),
      ...attempt('c1', 'a1', ['PASSED'], false),
      ...attempt('c2', 'a2', ['FAILED'], false),
      ...attempt('c3', 'a3', ['FAILED'], true),
      ...attempt('c3', 'a4', ['PASSED'], false),
      ...attempt('c4', 'a5', ['FAILED'], true),
      ...attempt('c4', 'a6', ['PASSED'], false),
    ]);
    expect(retriedScenarios(stream).map((scenario) => scenario.where)).toEqual([
      'features/forms.feature:20',
      'features/forms.feature:100',
    ]);
    expect(
      retriedScenarios(
        ndjson([pickle('p1', 9, 'Passes'), testCase('c1', 'p1'), ...attempt('c1', 'a1', ['PASSED'], false)]),
      ),
    ).toEqual([]);
  });
});
