import type { FieldErrors, FormValues } from './formValues.ts';

/** Why a request did not go through, as the form says it (its alert and retry button). */
export type FormFailure = 'rateLimited' | 'repeated' | 'server' | 'timeout' | 'network';

/**
 * A form as the server renders it back after the browser posted it itself (no script,
 * site/rules/formsWithoutScript.ts): what the visitor sent, and what to fix or why it did not go.
 * It travels in the page context (passToClient), so a page whose script starts later hydrates to the same form.
 */
export interface FormEcho {
  values: FormValues;
  errors: FieldErrors;
  failure?: FormFailure;
}
