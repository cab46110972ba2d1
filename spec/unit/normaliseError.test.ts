import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRedirectSignal, normaliseError } from '../../site/rules/normaliseError.ts';

describe('error normalisation (spec section 8)', () => {
  it('defaults to status 500 with a generic message', () => {
    expect(normaliseError(undefined)).toEqual({ status: 500, message: 'Internal Server Error' });
    expect(normaliseError(null)).toEqual({ status: 500, message: 'Internal Server Error' });
    expect(normaliseError('')).toEqual({ status: 500, message: 'Internal Server Error' });
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
    expect(isRedirectSignal(null)).toBe(false);
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

describe('the edges of an error’s status', () => {
  it.each([
    [400, 400],
    [599, 599],
    [399, 500],
    [600, 500],
    [404.5, 500],
    ['404', 500],
  ])('status %j → %i', (status, expected) => {
    expect(normaliseError({ status })?.status).toBe(expected);
    expect(normaliseError({ abortStatusCode: status })?.status).toBe(expected);
  });

  it('is a redirect only with a 3xx status and a location, or Vike’s redirect signal', () => {
    expect(isRedirectSignal({ status: 300, location: '/x/' })).toBe(true);
    expect(isRedirectSignal({ statusCode: 399, location: '/x/' })).toBe(true);
    expect(isRedirectSignal({ status: 299, location: '/x/' })).toBe(false);
    expect(isRedirectSignal({ status: 400, location: '/x/' })).toBe(false);
    expect(isRedirectSignal({ status: '302', location: '/x/' })).toBe(false);
    expect(isRedirectSignal({ status: 302 })).toBe(false);
    expect(isRedirectSignal({ _pageContextAbort: { _urlRedirect: { url: '/x/' } } })).toBe(true);
    expect(isRedirectSignal({ _pageContextAbort: { abortStatusCode: 404 } })).toBe(false);
  });

  it('takes the first reason that says something, else the status’s own words', () => {
    expect(normaliseError({ status: 503, abortReason: '', message: 'Backend down' })?.message).toBe('Backend down');
    expect(normaliseError({ status: 503, abortReason: 7, message: '' })?.message).toBe('Service Unavailable');
    expect(normaliseError({ status: 418 })?.message).toBe('Error 418');
  });
});
