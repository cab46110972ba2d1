import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../contracts/apiError.ts';

const error = (status: unknown, message: unknown) => ({ error: { status, message } });

describe('ApiError: the body of an /api error', () => {
  it('carries a 4xx or 5xx status and a message', () => {
    expect(ApiErrorSchema.safeParse(error(400, 'Bad request: fix the path.')).success).toBe(true);
    expect(ApiErrorSchema.safeParse(error(599, 'x')).success).toBe(true);
  });

  it.each([
    ['a 3xx status', error(399, 'x')],
    ['a status past 5xx', error(600, 'x')],
    ['a fractional status', error(404.5, 'x')],
    ['a status as text', error('404', 'x')],
    ['an empty message', error(404, '')],
    ['no message', { error: { status: 404 } }],
    ['the error unwrapped', { status: 404, message: 'x' }],
  ])('refuses %s', (_, body) => {
    expect(ApiErrorSchema.safeParse(body).success).toBe(false);
  });
});
