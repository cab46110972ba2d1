import { attachmentProblem } from '../../../contracts/attachment.ts';
import { formFields, type FieldMessages } from '../../../contracts/formFields.ts';
import { HONEYPOT_FIELD } from '../../../contracts/formConstants.ts';
import type { Locale } from '../../../contracts/locale.ts';
import type { FormSpec } from '../../../contracts/formDefinition.ts';
import type { FieldErrors, FormFiles, FormValues } from '../../forms/formValues.ts';

/**
 * What the form does with the endpoint's Zod rules: check the values and a chosen file, and send
 * (submitForm reads a 422 with its schema). Zod is ~25 KiB gz, so the form imports this module only
 * through loadFormRules.ts, when it first needs it — never statically.
 */
export { submitForm } from '../../forms/submitForm.ts';

const isEmpty = (value: unknown) =>
  value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

/**
 * Checks the visible fields with the same Zod rules and messages as the endpoints (contracts/formFields.ts):
 * an empty optional field is fine; an empty required one gets "required"; otherwise the rule decides
 * between "too long" and "invalid".
 */
export function validateValues(form: FormSpec, values: FormValues, locale: Locale, files: FormFiles = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const input of form.inputs) {
    if (input.type === 'hidden' || input.name === HONEYPOT_FIELD) continue;
    if (input.type === 'file') {
      const message = fileError(files[input.name], input.required, locale);
      if (message) errors[input.name] = message;
      continue;
    }
    const field = (formFields as Record<string, (typeof formFields)[keyof typeof formFields] | undefined>)[input.name];
    if (!field) continue;
    const value = values[input.name];
    const messages: FieldMessages = field.messages[locale];
    if (isEmpty(value)) {
      if (input.required) errors[input.name] = messages.required;
      continue;
    }
    const result = field.schema.safeParse(value);
    if (result.success) continue;
    const tooLong = result.error.issues.some((issue) => issue.code === 'too_big');
    errors[input.name] = (tooLong && messages.tooLong) || messages.invalid;
  }
  return errors;
}

/**
 * What is wrong with a chosen file, in the visitor's language: the same limits and messages as the
 * endpoint (contracts/attachment.ts), checked the moment the file is chosen.
 */
export function fileError(file: File | undefined, required: boolean, locale: Locale): string | undefined {
  const messages = formFields.attachment.messages[locale];
  if (!file) return required ? messages.required : undefined;
  const problem = attachmentProblem(file);
  if (problem === 'empty') return messages.required;
  return problem && messages[problem];
}
