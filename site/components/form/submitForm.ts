import { FormValidationErrorSchema } from '../../../contracts/formResponse.ts';

/** What came of a submission, as the form shows it. */
export type SubmitOutcome =
  | { kind: 'success' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'rateLimited' }
  | { kind: 'server' }
  | { kind: 'network' };

/** Posts the body as JSON and sorts the answer into what the visitor needs to see. */
export async function submitForm(path: string, body: unknown): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'network' };
  }
  if (response.ok) return { kind: 'success' };
  if (response.status === 429) return { kind: 'rateLimited' };
  if (response.status === 422) {
    const parsed = FormValidationErrorSchema.safeParse(await response.json().catch(() => undefined));
    if (parsed.success)
      return { kind: 'invalid', errors: Object.fromEntries(parsed.data.errors.map((e) => [e.field, e.message])) };
  }
  return { kind: 'server' };
}
