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
