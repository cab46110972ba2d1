/**
 * What one feature run (its Cucumber message stream, shards already merged) says about each scenario
 * it knew: the status of its last attempt, how long that took, and for a failure the step that failed,
 * its message and the screenshots attached to that attempt (features/support/hooks.ts attaches a
 * full-page PNG to a failed scenario). A scenario is one pickle: one row of an outline's examples.
 */
import { AttachmentContentEncoding, PickleStepType, type Envelope } from '@cucumber/messages';
import { toMs } from '../cucumberReports/featureSuiteTime.ts';

/**
 * `flaky`: failed, then passed when tried again (cucumber.cjs retries a failed scenario once).
 * `not-run`: the run meant to run the scenario but has no finished attempt of it, or there is no run
 * at all. `outside`: the run knew the scenario but left it out (its tags: the deployed topology runs
 * only the scenarios tagged for it).
 */
export type Status = 'passed' | 'failed' | 'flaky' | 'skipped' | 'not-run' | 'outside';

/** An image attached to an attempt, to be written as a file beside the page (never inlined). */
export interface ImageFile {
  /** Relative to the site's folder: `screenshots/embedded-features-forms-feature-136-1.png`. */
  path: string;
  mediaType: string;
  /** The attachment's body, base64 as the message stream carries it. */
  base64: string;
}

export interface Failure {
  /** The step as the feature says it (`When a visitor opens "/"`) or the hook that failed. */
  step: string;
  /** The step's line in its feature file (absent for a hook). */
  line?: number;
  message: string;
  /** Relative paths of the screenshots attached to the failed attempt. */
  screenshots: string[];
  /** Text attached to the failed attempt (where its Playwright trace was kept). */
  notes: string[];
}

export interface ScenarioResult {
  uri: string;
  /** The line of the scenario, or of its example row for an outline. */
  line: number;
  name: string;
  status: Status;
  /** How many times it was started in the run (2 for a scenario tried again). */
  attempts: number;
  /** Milliseconds its last attempt took. */
  durationMs?: number;
  /** Whether its last attempt passed at least one Then step (or an And/But after one): false for a scenario that checked nothing. */
  ranThen?: boolean;
  /** The last failed attempt's failure: for `failed` the last attempt's, for `flaky` the one before. */
  failure?: Failure;
}

export interface RunResults {
  /** When the run started (ISO 8601). */
  startedAt?: string;
  /** Every scenario the run knew, run or not. */
  results: ScenarioResult[];
  images: ImageFile[];
}

const BAD = new Set(['FAILED', 'AMBIGUOUS', 'UNDEFINED', 'PENDING', 'UNKNOWN']);
const IMAGE_EXTENSIONS: Partial<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const MESSAGE_LIMIT = 4000;

interface Attempt {
  id: string;
  testCaseId: string;
  attempt: number;
  startedMs: number;
  finishedMs?: number;
  willBeRetried: boolean;
  statuses: { stepId: string; status: string; message?: string }[];
  images: { mediaType: string; base64: string }[];
  notes: string[];
}

/** Removes the terminal colour codes assertion libraries put in their messages. */
const plain = (text: string) =>
  // eslint-disable-next-line no-control-regex -- the escape character is what is removed
  text.replace(/\u001b\[[0-9;]*m/g, '');

/** A file-name-safe part of a feature path: `features/ru/api.feature` → `features-ru-api-feature`. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The results of one run; `topology` names the run in the screenshots' file names. */
export function runResults(envelopes: readonly Envelope[], topology: string): RunResults {
  const pickles = new Map<string, NonNullable<Envelope['pickle']>>();
  const testCases = new Map<string, NonNullable<Envelope['testCase']>>();
  const steps = new Map<string, { keyword: string; line: number }>();
  const hooks = new Map<string, string>();
  const attempts = new Map<string, Attempt>();
  let startedAt: string | undefined;

  for (const envelope of envelopes) {
    if (envelope.testRunStarted)
      startedAt = new Date(toMs(envelope.testRunStarted.timestamp)).toISOString().replace(/\.\d+Z$/, 'Z');
    if (envelope.gherkinDocument) collectSteps(envelope.gherkinDocument, steps);
    if (envelope.pickle) pickles.set(envelope.pickle.id, envelope.pickle);
    if (envelope.hook) {
      const { name, sourceReference } = envelope.hook;
      const where = `${sourceReference.uri ?? '?'}:${sourceReference.location?.line ?? '?'}`;
      hooks.set(envelope.hook.id, name ? `Hook "${name}" (${where})` : `Hook (${where})`);
    }
    if (envelope.testCase) testCases.set(envelope.testCase.id, envelope.testCase);
    if (envelope.testCaseStarted) {
      const { id, testCaseId, attempt, timestamp } = envelope.testCaseStarted;
      attempts.set(id, {
        id,
        testCaseId,
        attempt,
        startedMs: toMs(timestamp),
        willBeRetried: false,
        statuses: [],
        images: [],
        notes: [],
      });
    }
    const finishedStep = envelope.testStepFinished;
    if (finishedStep) {
      const { testStepResult: result } = finishedStep;
      attempts.get(finishedStep.testCaseStartedId)?.statuses.push({
        stepId: finishedStep.testStepId,
        status: result.status,
        message: result.message ?? result.exception?.message,
      });
    }
    if (envelope.attachment?.testCaseStartedId) {
      const { body, mediaType, contentEncoding, testCaseStartedId } = envelope.attachment;
      const attempt = attempts.get(testCaseStartedId);
      if (attempt && IMAGE_EXTENSIONS[mediaType] && contentEncoding === AttachmentContentEncoding.BASE64)
        attempt.images.push({ mediaType, base64: body });
      else if (attempt && mediaType.startsWith('text/') && contentEncoding === AttachmentContentEncoding.IDENTITY)
        attempt.notes.push(body);
    }
    if (envelope.testCaseFinished) {
      const attempt = attempts.get(envelope.testCaseFinished.testCaseStartedId);
      if (attempt) {
        attempt.finishedMs = toMs(envelope.testCaseFinished.timestamp);
        attempt.willBeRetried = envelope.testCaseFinished.willBeRetried;
      }
    }
  }

  const attemptsOfCase = new Map<string, Attempt[]>();
  for (const attempt of attempts.values())
    attemptsOfCase.set(attempt.testCaseId, [...(attemptsOfCase.get(attempt.testCaseId) ?? []), attempt]);
  const caseOfPickle = new Map([...testCases.values()].map((testCase) => [testCase.pickleId, testCase]));

  const images: ImageFile[] = [];
  const results = [...pickles.values()].map((pickle): ScenarioResult => {
    const base = { uri: pickle.uri, line: pickle.location?.line ?? 0, name: pickle.name };
    const testCase = caseOfPickle.get(pickle.id);
    const tries = [...(attemptsOfCase.get(testCase?.id ?? '') ?? [])].sort((a, b) => a.attempt - b.attempt);
    const last = tries.at(-1);
    if (!testCase) return { ...base, status: 'outside', attempts: 0 };
    if (!last) return { ...base, status: 'not-run', attempts: 0 };

    const failed = (attempt: Attempt) =>
      attempt.finishedMs === undefined || attempt.statuses.some(({ status }) => BAD.has(status));
    const lastFailed = failed(last);
    const failedAttempt = lastFailed ? last : tries.filter(failed).at(-1);
    const status: Status = lastFailed
      ? 'failed'
      : failedAttempt
        ? 'flaky'
        : last.statuses.some(({ status: s }) => s === 'SKIPPED')
          ? 'skipped'
          : 'passed';

    const outcomes = new Set(
      pickle.steps.filter((step) => step.type === PickleStepType.OUTCOME).map((step) => step.id),
    );
    const passedThen = last.statuses.some(
      ({ stepId, status: s }) =>
        s === 'PASSED' && outcomes.has(testCase.testSteps.find((step) => step.id === stepId)?.pickleStepId ?? ''),
    );
    const result: ScenarioResult = {
      ...base,
      status,
      attempts: tries.length,
      ranThen: passedThen,
      ...(last.finishedMs !== undefined && { durationMs: Math.round(last.finishedMs - last.startedMs) }),
    };
    if (!failedAttempt) return result;

    const bad = failedAttempt.statuses.find(({ status: s }) => BAD.has(s));
    const testStep = testCase.testSteps.find((step) => step.id === bad?.stepId);
    const pickleStep = pickle.steps.find((step) => step.id === testStep?.pickleStepId);
    const astStep = steps.get(pickleStep?.astNodeIds[0] ?? '');
    const screenshots = failedAttempt.images.map(({ mediaType, base64 }, index) => {
      const path = `screenshots/${slug(`${topology} ${pickle.uri} ${base.line}`)}-${failedAttempt.attempt + 1}${
        index > 0 ? `-${index + 1}` : ''
      }.${IMAGE_EXTENSIONS[mediaType] ?? 'png'}`;
      images.push({ path, mediaType, base64 });
      return path;
    });
    const step = pickleStep
      ? `${astStep?.keyword ?? ''}${pickleStep.text}`
      : (hooks.get(testStep?.hookId ?? '') ?? (bad ? 'A step' : 'The scenario'));
    const message = bad
      ? plain(bad.message ?? `The step's status is ${bad.status.toLowerCase()}.`)
      : 'The run stopped before this scenario finished.';
    result.failure = {
      step,
      ...(astStep && { line: astStep.line }),
      message: message.length > MESSAGE_LIMIT ? `${message.slice(0, MESSAGE_LIMIT)}…` : message,
      screenshots,
      notes: failedAttempt.notes.map((note) => plain(note).slice(0, 500)),
    };
    return result;
  });
  return { ...(startedAt && { startedAt }), results, images };
}

/** The keyword (`When `) and line of every step of a document, by its id. */
function collectSteps(
  document: NonNullable<Envelope['gherkinDocument']>,
  steps: Map<string, { keyword: string; line: number }>,
) {
  const visit = (node: unknown) => {
    if (Array.isArray(node)) for (const item of node) visit(item);
    else if (node && typeof node === 'object') {
      const record = node as { id?: unknown; keyword?: unknown; text?: unknown; location?: { line: number } };
      if (typeof record.id === 'string' && typeof record.keyword === 'string' && typeof record.text === 'string')
        steps.set(record.id, { keyword: record.keyword, line: record.location?.line ?? 0 });
      for (const value of Object.values(node)) visit(value);
    }
  };
  visit(document.feature);
}
