import { describe, expect, it } from 'vitest';
import {
  MOCK_SCENARIO_COOKIE,
  MOCK_SCENARIO_HEADER,
  parseScenario,
  requestScenario,
  requestScenarioValue,
  SLOW_DEFAULT_MS,
  SLOW_MAX_MS,
} from '../../contracts/mockScenario.ts';

describe('the mock-scenario switch (docs/api.md, "Scenarios")', () => {
  it.each([
    ['slow', { kind: 'slow', ms: SLOW_DEFAULT_MS }],
    [' SLOW ', { kind: 'slow', ms: SLOW_DEFAULT_MS }],
    ['slow-1200', { kind: 'slow', ms: 1200 }],
    ['Slow-7', { kind: 'slow', ms: 7 }],
    [`slow-${SLOW_MAX_MS}`, { kind: 'slow', ms: SLOW_MAX_MS }],
    [`slow-${SLOW_MAX_MS + 1}`, { kind: 'unknown', value: `slow-${SLOW_MAX_MS + 1}` }],
    ['xslow-5', { kind: 'unknown', value: 'xslow-5' }],
    ['slow-5x', { kind: 'unknown', value: 'slow-5x' }],
    ['slow-', { kind: 'unknown', value: 'slow-' }],
    [' 500', { kind: 'status', status: 500 }],
    ['503', { kind: 'status', status: 503 }],
    ['429', { kind: 'status', status: 429 }],
    ['404', { kind: 'unknown', value: '404' }],
  ])('reads %j', (value, scenario) => {
    expect(parseScenario(value)).toEqual(scenario);
  });

  it('keeps at most 40 characters of a value it does not know, as given', () => {
    expect(parseScenario(` ${'x'.repeat(50)}`)).toEqual({ kind: 'unknown', value: ` ${'x'.repeat(39)}` });
  });

  it('takes the header before the cookie, and the first cookie of the name', () => {
    const both = new Headers({ [MOCK_SCENARIO_HEADER]: '503', cookie: `${MOCK_SCENARIO_COOKIE}=500` });
    expect(requestScenarioValue(both)).toBe('503');
    const cookies = new Headers({ cookie: `a=1; ${MOCK_SCENARIO_COOKIE}=slow-20; ${MOCK_SCENARIO_COOKIE}=500` });
    expect(requestScenario(cookies)).toEqual({ kind: 'slow', ms: 20 });
    expect(requestScenarioValue(new Headers({ cookie: 'a=1' }))).toBeUndefined();
    expect(requestScenario(new Headers())).toBeUndefined();
  });

  it('passes on only a token: letters, digits and dashes, at most 40, trimmed', () => {
    const asked = (value: string) => requestScenarioValue(new Headers({ [MOCK_SCENARIO_HEADER]: value }));
    expect(asked(' slow-5 ')).toBe('slow-5');
    expect(asked('a'.repeat(40))).toBe('a'.repeat(40));
    expect(asked('a'.repeat(41))).toBe('invalid');
    expect(asked('slow 5')).toBe('invalid');
    expect(asked('500;')).toBe('invalid');
    expect(asked(';500')).toBe('invalid');
    expect(requestScenarioValue(new Headers({ cookie: `${MOCK_SCENARIO_COOKIE}=` }))).toBe('invalid');
  });
});
