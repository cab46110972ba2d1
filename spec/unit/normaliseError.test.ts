import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRedirectSignal, normaliseError } from '../../site/rules/normaliseError.ts';

describe('error normalisation (spec section 8)', () => {
  it('defaults to status 500 with a generic message', () => {
    expect(normaliseError(undefined)).toEqual({ status: 500, message: 'Internal Server Error' });
    expect(normaliseError(new Error('boom'))).toEqual({ status: 500, message: 'boom' });
    expect(normaliseError('Gateway down')).toEqual({ status: 500, message: 'Gateway down' });
  });

  it('keeps the status an error carries, and a not-found is 404', () => {
    expect(normaliseError({ abortStatusCode: 503, abortReason: 'Content API is down' })).toEqual({
      status: 503,
      message: 'Content API is down',
    });
    expect(normaliseError({ statusCode: 429 })).toEqual({ status: 429, message: 'Error 429' });
    expect(normaliseError({ is404: true })).toEqual({ status: 404, message: 'This page could not be found' });
  });

  it('does not treat redirect signals as errors', () => {
    expect(normaliseError({ _pageContextAbort: { _urlRedirect: { url: '/x/', statusCode: 301 } } })).toBeNull();
    expect(isRedirectSignal({ status: 302, location: '/blog/' })).toBe(true);
    expect(isRedirectSignal({ status: 302 })).toBe(false);
  });

  it('always gives an error status and a message for anything thrown', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        const error = normaliseError(thrown);
        if (error === null) return;
        expect(error.status).toBeGreaterThanOrEqual(400);
        expect(error.status).toBeLessThanOrEqual(599);
        expect(error.message.length).toBeGreaterThan(0);
      }),
    );
  });
});
