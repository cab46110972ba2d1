/**
 * The scenarios of a feature run that failed and then passed on their second try, from the Cucumber
 * message stream (reports/cucumber.ndjson): `testCaseFinished.willBeRetried` marks an attempt that
 * failed and is tried again. The run passes; `npm run test:summary` names them, so a flaky scenario
 * is seen and fixed rather than hidden by the retry (cucumber.cjs).
 */
import { TestStepResultStatus } from '@cucumber/messages';
import { parseMessages } from './parseMessages.ts';
export interface RetriedScenario {
  /** Feature file and line of the scenario (an outline's example row), e.g. features/forms.feature:136. */
  where: string;
  name: string;
  /** How many attempts failed before the last. */
  failedAttempts: number;
  /** Whether the last attempt passed. */
  passedInTheEnd: boolean;
}

export function retriedScenarios(ndjson: string): RetriedScenario[] {
  const pickles = new Map<string, { where: string; name: string }>();
  const pickleOfCase = new Map<string, string>();
  const caseOfAttempt = new Map<string, string>();
  const attemptsWithAFailedStep = new Set<string>();
  const retries = new Map<string, number>();
  const lastAttemptFailed = new Map<string, boolean>();
  for (const message of parseMessages(ndjson)) {
    if (message.pickle) {
      const { id, uri, name, location } = message.pickle;
      pickles.set(id, { where: `${uri}:${location?.line ?? '?'}`, name });
    }
    if (message.testCase) pickleOfCase.set(message.testCase.id, message.testCase.pickleId);
    if (message.testCaseStarted) caseOfAttempt.set(message.testCaseStarted.id, message.testCaseStarted.testCaseId);
    if (message.testStepFinished?.testStepResult.status === TestStepResultStatus.FAILED)
      attemptsWithAFailedStep.add(message.testStepFinished.testCaseStartedId);
    if (message.testCaseFinished) {
      const { testCaseStartedId, willBeRetried } = message.testCaseFinished;
      const testCase = caseOfAttempt.get(testCaseStartedId) ?? testCaseStartedId;
      if (willBeRetried) retries.set(testCase, (retries.get(testCase) ?? 0) + 1);
      else lastAttemptFailed.set(testCase, attemptsWithAFailedStep.has(testCaseStartedId));
    }
  }
  return [...retries]
    .map(([testCase, failedAttempts]) => ({
      ...(pickles.get(pickleOfCase.get(testCase) ?? '') ?? { where: testCase, name: '' }),
      failedAttempts,
      passedInTheEnd: lastAttemptFailed.get(testCase) === false,
    }))
    .sort((a, b) => a.where.localeCompare(b.where, 'en', { numeric: true }));
}
