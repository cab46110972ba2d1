/* eslint-disable @typescript-eslint/no-unsafe-class-instance-assignment, @typescript-eslint/no-unsafe-enum-assignment --
   Messages are plain JSON in a report: @cucumber/messages' classes and enums serve as their shapes. */
/**
 * Cucumber message streams made up for tests, in the shape cucumber-js writes them: the feature's own
 * source, document and pickles from @cucumber/gherkin (as cucumber-js makes them), and test cases,
 * attempts, step results and attachments as a run reports them.
 */
import { generateMessages } from '@cucumber/gherkin';
import {
  AttachmentContentEncoding,
  IdGenerator,
  SourceMediaType,
  type Envelope,
  type Pickle,
  type TestStepResultStatus,
} from '@cucumber/messages';

/** A 1×1 PNG. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** What cucumber-js reports of a feature file before running it: source, document, pickles. */
export function featureEnvelopes(uri: string, text: string, newId = IdGenerator.uuid()): Envelope[] {
  return [
    ...generateMessages(text, uri, SourceMediaType.TEXT_X_CUCUMBER_GHERKIN_PLAIN, {
      includeSource: true,
      includeGherkinDocument: true,
      includePickles: true,
      newId,
    }),
  ];
}

export const picklesOf = (envelopes: readonly Envelope[]): Pickle[] =>
  envelopes.flatMap((envelope) => (envelope.pickle ? [envelope.pickle] : []));

export interface AttemptPlan {
  /** The status of each of the pickle's steps, in order (`PASSED`, `FAILED`, `SKIPPED`…). */
  statuses: string[];
  /** How long the attempt took. */
  ms: number;
  /** The failed step's message. */
  message?: string;
  /** Attach a screenshot (after the steps, as the After hook does), base64. */
  screenshot?: string;
  /** Text attached to the attempt. */
  note?: string;
  /** The run stopped during the attempt: no testCaseFinished. */
  unfinished?: boolean;
  /** The After hook fails (with `message`). */
  hookFails?: boolean;
}

const timestamp = (ms: number) => ({ seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1e6 });

/**
 * A test case for `pickle` (its steps, then an After hook `hook-after`) and its attempts (the last is not
 * retried), starting at `startMs`.
 */
export function runOf(pickle: Pickle, attempts: readonly AttemptPlan[], startMs = 1_800_000_000_000): Envelope[] {
  const caseId = `case-${pickle.id}`;
  const afterId = `after-${pickle.id}`;
  const envelopes: Envelope[] = [
    {
      testCase: {
        id: caseId,
        pickleId: pickle.id,
        testRunStartedId: 'run',
        testSteps: [
          ...pickle.steps.map((step) => ({
            id: `step-${step.id}`,
            pickleStepId: step.id,
            stepDefinitionIds: [],
            stepMatchArgumentsLists: [],
          })),
          { id: afterId, hookId: 'hook-after' },
        ],
      },
    },
  ];
  let at = startMs;
  attempts.forEach((plan, index) => {
    const attemptId = `${caseId}-attempt-${index}`;
    envelopes.push({
      testCaseStarted: { id: attemptId, testCaseId: caseId, attempt: index, timestamp: timestamp(at) },
    });
    pickle.steps.forEach((step, stepIndex) => {
      const status = plan.statuses[stepIndex] ?? 'PASSED';
      envelopes.push({
        testStepFinished: {
          testCaseStartedId: attemptId,
          testStepId: `step-${step.id}`,
          testStepResult: {
            status: status as TestStepResultStatus,
            duration: { seconds: 0, nanos: 1000 },
            ...(status === 'FAILED' && plan.message !== undefined && { message: plan.message }),
          },
          timestamp: timestamp(at),
        },
      });
    });
    if (plan.hookFails)
      envelopes.push({
        testStepFinished: {
          testCaseStartedId: attemptId,
          testStepId: afterId,
          testStepResult: {
            status: 'FAILED' as TestStepResultStatus,
            duration: { seconds: 0, nanos: 1000 },
            message: plan.message,
          },
          timestamp: timestamp(at),
        },
      });
    if (plan.screenshot)
      envelopes.push({
        attachment: {
          body: plan.screenshot,
          contentEncoding: AttachmentContentEncoding.BASE64,
          mediaType: 'image/png',
          fileName: `${pickle.name}.png`,
          testCaseStartedId: attemptId,
          testStepId: afterId,
        },
      });
    if (plan.note)
      envelopes.push({
        attachment: {
          body: plan.note,
          contentEncoding: AttachmentContentEncoding.IDENTITY,
          mediaType: 'text/plain',
          testCaseStartedId: attemptId,
          testStepId: afterId,
        },
      });
    at += plan.ms;
    if (!plan.unfinished)
      envelopes.push({
        testCaseFinished: {
          testCaseStartedId: attemptId,
          timestamp: timestamp(at),
          willBeRetried: index < attempts.length - 1,
        },
      });
    at += 10;
  });
  return envelopes;
}

/** The run's start, as its stream opens. */
export const runStarted = (ms = 1_800_000_000_000): Envelope => ({
  testRunStarted: { id: 'run', timestamp: timestamp(ms) },
});
