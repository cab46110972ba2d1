import type { Locale } from '../../contracts/locale.ts';
import type { FormSpec } from '../../contracts/formDefinition.ts';

/**
 * The form's values as the browser holds them, with no Zod: the form renders and keeps its draft
 * with these alone. The checks that need the endpoint's rules are in formRules.ts, loaded on first use.
 */

/** What the visitor has typed, by field name: text for inputs and selects, a boolean for checkboxes. */
export type FormValues = Record<string, string | boolean>;
/** The files chosen in the form's file inputs, by field name. */
export type FormFiles = Record<string, File | undefined>;
/** One message per invalid field, by field name, in the order of the form. */
export type FieldErrors = Record<string, string>;

export function initialValues(form: FormSpec): FormValues {
  return Object.fromEntries(form.inputs.map((input) => [input.name, input.value]));
}

/**
 * The body a form posts: its values plus where it was sent from and the campaign attribution. File
 * inputs hold only the file's name (for the draft); the file itself travels beside the body.
 */
export function submissionBody(
  form: FormSpec,
  values: FormValues,
  context: { page: string; locale: Locale; utm: { source: string; medium: string; campaign: string } },
) {
  const fileInputs = new Set(form.inputs.filter((input) => input.type === 'file').map((input) => input.name));
  const fields = Object.fromEntries(Object.entries(values).filter(([name]) => !fileInputs.has(name)));
  return { ...fields, page: context.page, locale: context.locale, utm: context.utm };
}
