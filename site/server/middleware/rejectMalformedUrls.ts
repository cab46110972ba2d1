import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '../../../contracts/apiError.ts';
import { isOverlongRequestTarget, MAX_REQUEST_TARGET_LENGTH } from '../../rules/requestLimits.ts';
import { markServed } from './requestLog.ts';

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
  } catch {
    return false;
  }
  return true;
}

/** The request target as sent: what follows the origin in the (already %-encoded) request URL. */
function requestTarget(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

function refuse(c: Context, status: ContentfulStatusCode, message: string) {
  markServed(c, 'refused');
  if (c.req.path.startsWith('/api/')) return c.json<ApiError>({ error: { status, message } }, status);
  return c.text(message, status);
}

/**
 * Addresses no page can have, answered before any router, matcher or renderer downstream spends time
 * on them or trips over them with a 500: a request target longer than MAX_REQUEST_TARGET_LENGTH
 * (414, site/rules/requestLimits.ts) and a path whose percent-encoding does not decode
 * (`/%E0%A4%A/`, 400).
 */
export function rejectMalformedUrls(): MiddlewareHandler {
  return async (c, next) => {
    // The target is part of the URL: only a URL longer than the limit needs parsing to measure it.
    if (isOverlongRequestTarget(c.req.url) && isOverlongRequestTarget(requestTarget(c.req.url))) {
      return refuse(c, 414, `The address is longer than ${MAX_REQUEST_TARGET_LENGTH} characters.`);
    }
    if (decodes(c.req.path)) return next();
    return refuse(
      c,
      400,
      'The address has malformed percent-encoding: every "%" must start a valid "%XX" UTF-8 escape.',
    );
  };
}
