import { FormValidationErrorSchema } from '../../contracts/formResponse.ts';
import { formDataFromSubmission } from '../../contracts/multipartSubmission.ts';
import { FORM_SUBMIT_TIMEOUT_MS } from '../rules/formSubmission.ts';

/** What came of a submission, as the form shows it. */
export type SubmitOutcome =
  | { kind: 'success' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'rateLimited' }
  | { kind: 'repeated' }
  | { kind: 'server' }
  | { kind: 'timeout' }
  | { kind: 'network' };

/** What sends the request: the browser's fetch, or, for a form posted without script, the server's own pipeline. */
export type SendRequest = (path: string, init: RequestInit & { signal: AbortSignal }) => Promise<Response>;

/**
 * Posts the body as JSON, or as multipart/form-data when a file is attached, gives up after
 * FORM_SUBMIT_TIMEOUT_MS and sorts the answer into what the visitor needs to see. The page's script
 * and the server (a form the browser posted itself, site/server/middleware/formsWithoutScript.ts)
 * both send through here, so both get the same body, timeout and outcomes.
 */
export async function submitForm(
  path: string,
  body: Record<string, unknown>,
  file?: File,
  send: SendRequest = (url, init) => fetch(url, init),
): Promise<SubmitOutcome> {
  const controller = new AbortController();
  // setTimeout rather than AbortSignal.timeout(): the features drive it with Playwright's clock.
  const timer = setTimeout(() => controller.abort(), FORM_SUBMIT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await send(path, {
      method: 'POST',
      // Without a content-type the browser writes the multipart boundary itself.
      headers: file
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
      body: file ? formDataFromSubmission(body, file) : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    return { kind: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) return { kind: 'success' };
  if (response.status === 429) return { kind: 'rateLimited' };
  // The same request was accepted within the minute (site/rules/formAbuse.ts): the backend has it.
  if (response.status === 409) return { kind: 'repeated' };
  if (response.status === 422) {
    const parsed = FormValidationErrorSchema.safeParse(await response.json().catch(() => undefined));
    if (parsed.success)
      return { kind: 'invalid', errors: Object.fromEntries(parsed.data.errors.map((e) => [e.field, e.message])) };
  }
  return { kind: 'server' };
}
