import { DEFAULT_LOCALE, isLocale, type Locale } from './locale.ts';
import type { z } from 'zod';
import { formFields, type FieldMessages } from './formFields.ts';
import type { FieldError } from './formResponse.ts';

/** The answer to a body that is not a JSON object at all. */
export const NOT_AN_OBJECT: Record<Locale, string> = {
  ru: 'Отправьте форму как\u00a0JSON-объект с\u00a0полями формы.',
  en: 'Send the form as a JSON object of its fields.',
};

/**
 * The language to answer a submission in: the body's own `locale` when it is valid, else the first
 * supported language of Accept-Language, else Russian.
 */
export function submissionLocale(body: unknown, acceptLanguage: string | null): Locale {
  // A bare value (a string, a number) has no `locale` of its own: reading it gives undefined.
  const fromBody = (body as { locale?: unknown } | null | undefined)?.locale;
  if (isLocale(fromBody)) return fromBody;
  if (acceptLanguage)
    for (const part of acceptLanguage.split(',')) {
      const [language] = part.trim().toLowerCase().split(/[-;]/);
      if (isLocale(language)) return language;
    }
  return DEFAULT_LOCALE;
}

function kindOf(issue: z.core.$ZodIssue): keyof FieldMessages {
  const input = (issue as { input?: unknown }).input;
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return 'required';
  if (issue.code === 'too_big') return 'tooLong';
  // An empty file is a file that is not there: the visitor should pick another or remove it.
  // Stryker disable next-line ConditionalExpression: a file's only other size issue, too_big, is answered above; the code is checked so that a type check added to z.file() later is not called "required"
  if (issue.code === 'too_small' && issue.origin === 'file') return 'required';
  return 'invalid';
}

/**
 * Validates a submission and, when it fails, says per field what is wrong and how to fix it in the
 * visitor's language: one error per field, the first problem of each.
 */
export function validateSubmission<S extends z.ZodObject>(
  schema: S,
  body: unknown,
  locale: Locale,
): { success: true; data: z.infer<S> } | { success: false; errors: FieldError[] } {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return { success: false, errors: [{ field: 'body', code: 'invalid', message: NOT_AN_OBJECT[locale] }] };
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return { success: true, data: result.data };
  const errors = new Map<string, FieldError>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    if (errors.has(field)) continue;
    const code = kindOf(issue);
    const messages = (formFields as Record<string, { messages: Record<Locale, FieldMessages> } | undefined>)[field]
      ?.messages[locale];
    const message = messages ? (messages[code] ?? messages.invalid) : issue.message;
    errors.set(field, { field, code: code === 'tooLong' ? 'too_long' : code, message });
  }
  return { success: false, errors: [...errors.values()] };
}
