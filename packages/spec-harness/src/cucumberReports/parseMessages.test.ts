import { describe, expect, it } from 'vitest';
import { runResults } from '../livingDocs/runResults.ts';
import { featureEnvelopes, picklesOf, runOf, runStarted, TINY_PNG_BASE64 } from './madeUpMessages.ts';
import { ATTEMPT_KINDS, parseMessages, parseMessagesOfKinds } from './parseMessages.ts';

const FEATURE = `Feature: Till
  Scenario: Paid
    Given an order
    When it is paid
    Then the till opens

  Scenario: Refused
    Given an order
    Then the card is refused

  Scenario: Checked nothing
    Given an order
    When it is paid
`;

describe('reading only the attempts of a run', () => {
  const documents = featureEnvelopes('features/till.feature', FEATURE);
  const [paid, refused, nothing] = picklesOf(documents);
  if (!paid || !refused || !nothing) throw new Error('no pickles');
  const ndjson = [
    runStarted(),
    ...documents,
    ...runOf(paid, [{ statuses: ['PASSED', 'PASSED', 'PASSED'], ms: 40 }]),
    ...runOf(refused, [
      { statuses: ['PASSED', 'FAILED'], ms: 30, message: 'no', screenshot: TINY_PNG_BASE64 },
      { statuses: ['PASSED', 'PASSED'], ms: 20 },
    ]),
    ...runOf(nothing, [{ statuses: ['PASSED', 'PASSED'], ms: 10 }]),
  ]
    .map((envelope) => JSON.stringify(envelope))
    .join('\n');

  it('keeps only the kinds asked for', () => {
    const kinds = parseMessagesOfKinds(ndjson, ATTEMPT_KINDS).map((envelope) => Object.keys(envelope)[0]);
    expect(new Set(kinds)).toEqual(ATTEMPT_KINDS);
    expect(parseMessagesOfKinds(`${ndjson}\n\n`, new Set(['pickle']))).toHaveLength(3);
  });

  it('gives each scenario the status, attempts and Then steps the whole report gives it', () => {
    const essentials = (envelopes: Parameters<typeof runResults>[0]) =>
      runResults(envelopes, 'x').results.map(({ uri, line, status, attempts, ranThen }) => ({
        uri,
        line,
        status,
        attempts,
        ranThen,
      }));
    const whole = essentials(parseMessages(ndjson));
    expect(whole.map(({ status, ranThen }) => [status, ranThen])).toEqual([
      ['passed', true],
      ['flaky', true],
      ['passed', false],
    ]);
    expect(essentials(parseMessagesOfKinds(ndjson, ATTEMPT_KINDS))).toEqual(whole);
  });
});
