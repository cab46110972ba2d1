import type { MiddlewareHandler } from 'hono';
import type { ApiError } from '../../../contracts/apiError.ts';

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path whose percent-encoding does not decode (`/%E0%A4%A/`) is the client's error: answer 400
 * before any router, matcher or renderer downstream trips over it with a 500.
 */
export function rejectMalformedUrls(): MiddlewareHandler {
  return async (c, next) => {
    if (decodes(c.req.path)) return next();
    const message = 'The address has malformed percent-encoding: every "%" must start a valid "%XX" UTF-8 escape.';
    if (c.req.path.startsWith('/api/')) return c.json<ApiError>({ error: { status: 400, message } }, 400);
    return c.text(message, 400);
  };
}
