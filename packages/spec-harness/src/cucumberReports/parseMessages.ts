import { parseEnvelope, type Envelope } from '@cucumber/messages';

/**
 * The envelopes of a Cucumber message report (NDJSON, as cucumber-js's `message` formatter writes it),
 * read with @cucumber/messages' own parser: every reader of a run's report (the test summary, the
 * living documentation, the scenario times, the retries) goes through this one.
 */
export function parseMessages(ndjson: string): Envelope[] {
  return ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => parseEnvelope(line));
}

/** What a run says of each scenario's attempts and steps: what runResults needs for statuses. */
export const ATTEMPT_KINDS: ReadonlySet<string> = new Set([
  'pickle',
  'testCase',
  'testCaseStarted',
  'testStepFinished',
  'testCaseFinished',
]);

/**
 * Only the envelopes of the given kinds, parsed as plain JSON: for a check that must answer within a
 * second from a report of several megabytes (`coverage` reads which scenarios ran a Then step). It is
 * ten times faster than parseMessages, which builds @cucumber/messages' classes: a field the schema
 * requires is in the file as cucumber-js wrote it, but an optional one may be missing rather than
 * defaulted, so its readers use `?.`.
 */
export function parseMessagesOfKinds(ndjson: string, kinds: ReadonlySet<string>): Envelope[] {
  return ndjson
    .split('\n')
    .filter((line) => kinds.has(line.slice(2, line.indexOf('"', 2))))
    .map((line) => JSON.parse(line) as Envelope);
}
