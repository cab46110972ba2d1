import { readCookie } from './cookies.ts';

/**
 * The mock scenario switch: a request that carries `x-mock-scenario: <scenario>` (or the cookie
 * `mock-scenario=<scenario>`) makes any /api endpoint of the mocks misbehave on purpose, so features
 * and developers can exercise failure paths against the real server. docs/api.md lists them.
 */
export const MOCK_SCENARIO_HEADER = 'x-mock-scenario';
export const MOCK_SCENARIO_COOKIE = 'mock-scenario';

export const SLOW_DEFAULT_MS = 3000;
export const SLOW_MAX_MS = 30_000;
/** What Retry-After says on 429 and 503. */
export const RETRY_AFTER_SECONDS = { 429: 60, 503: 30 } as const;

export type MockScenario =
  { kind: 'slow'; ms: number } | { kind: 'status'; status: 500 | 503 | 429 } | { kind: 'unknown'; value: string };

export const MOCK_SCENARIOS_HELP = `slow (${SLOW_DEFAULT_MS} ms), slow-<ms> (up to ${SLOW_MAX_MS}), 500, 503 or 429`;

export function parseScenario(value: string): MockScenario {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'slow') return { kind: 'slow', ms: SLOW_DEFAULT_MS };
  const slow = /^slow-(\d{1,5})$/.exec(trimmed);
  if (slow?.[1] && Number(slow[1]) <= SLOW_MAX_MS) return { kind: 'slow', ms: Number(slow[1]) };
  if (trimmed === '500' || trimmed === '503' || trimmed === '429')
    return { kind: 'status', status: Number(trimmed) as 500 | 503 | 429 };
  return { kind: 'unknown', value: value.slice(0, 40) };
}

/**
 * Only a token travels on: the value is forwarded as a header, so nothing else may pass. (Headers and
 * readCookie have already trimmed it.)
 */
const token = (value: string) => (/^[A-Za-z0-9-]{1,40}$/.test(value) ? value : 'invalid');

/** The scenario a request asks for, as a safe token: the header wins over the cookie. */
export function requestScenarioValue(headers: Headers): string | undefined {
  const header = headers.get(MOCK_SCENARIO_HEADER);
  if (header) return token(header);
  // Stryker disable next-line StringLiteral: any fallback without the cookie's name reads as no cookie
  const cookie = readCookie(headers.get('cookie') ?? '', MOCK_SCENARIO_COOKIE);
  // Stryker disable next-line ConditionalExpression: token(undefined) gives undefined back, so the test only keeps the types honest
  return cookie === undefined ? undefined : token(cookie);
}

/** The scenario a request asks for; none means normal answers. */
export function requestScenario(headers: Headers): MockScenario | undefined {
  const value = requestScenarioValue(headers);
  return value === undefined ? undefined : parseScenario(value);
}
