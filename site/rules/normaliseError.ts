/**
 * Spec section 8: errors are normalised to a message and a status (default 500); a navigation error
 * keeps its status; redirect signals are not errors. Vike's abort calls (`throw render(404)`,
 * `throw render(500, 'Unknown middleware x')`, `throw redirect(…)`) and plain errors all pass through here.
 */
export interface NormalisedError {
  status: number;
  message: string;
}

export const DEFAULT_ERROR_STATUS = 500;
export const DEFAULT_ERROR_MESSAGE = 'Internal Server Error';
const DEFAULT_MESSAGES: Record<number, string> = {
  404: 'This page could not be found',
  [DEFAULT_ERROR_STATUS]: DEFAULT_ERROR_MESSAGE,
  503: 'Service Unavailable',
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const errorStatus = (value: unknown): number | undefined => {
  // Number.isInteger is false for anything but a number: no typeof check needed besides it.
  const status = Number.isInteger(value) ? Number(value) : NaN;
  return status >= 400 && status <= 599 ? status : undefined;
};

/** A redirect signal: Vike's `throw redirect()` or anything carrying a 3xx status and a location. */
export function isRedirectSignal(error: unknown): boolean {
  if (!isObject(error)) return false;
  const abort = error._pageContextAbort;
  if (isObject(abort) && abort._urlRedirect !== undefined) return true;
  const status = error.status ?? error.statusCode;
  return typeof status === 'number' && status >= 300 && status < 400 && typeof error.location === 'string';
}

/**
 * The status and message of an error, or null for a redirect signal (which is not an error).
 * Understands Vike's error-page context (`abortStatusCode`, `abortReason`, `is404`), errors with a
 * `status` or `statusCode`, and anything else (500).
 */
export function normaliseError(error: unknown): NormalisedError | null {
  if (isRedirectSignal(error)) return null;
  if (!isObject(error)) {
    const message = typeof error === 'string' && error !== '' ? error : DEFAULT_ERROR_MESSAGE;
    return { status: DEFAULT_ERROR_STATUS, message };
  }
  const status =
    errorStatus(error.abortStatusCode) ??
    errorStatus(error.status) ??
    errorStatus(error.statusCode) ??
    (error.is404 === true ? 404 : DEFAULT_ERROR_STATUS);
  const reason = [error.abortReason, error.message].find((value) => typeof value === 'string' && value !== '');
  return { status, message: (reason as string | undefined) ?? DEFAULT_MESSAGES[status] ?? `Error ${status}` };
}
