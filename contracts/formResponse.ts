import { z } from './zod.ts';

/**
 * The answers every form endpoint gives (docs/specification.md 7.4): 200 `{ ok: true }`, 422 with an
 * error per field, 429 when rate-limited, 5xx otherwise.
 */
export const FormSuccessSchema = z.object({ ok: z.literal(true) }).meta({ id: 'FormSuccess' });
export type FormSuccess = z.infer<typeof FormSuccessSchema>;

export const FieldErrorSchema = z
  .object({
    field: z.string().min(1).meta({ description: 'The name of the field, as in the request body.' }),
    code: z.string().min(1).meta({ description: 'Stable machine code, e.g. "too_small", for the UI to translate.' }),
    message: z.string().min(1).meta({ description: 'What is wrong and how to fix it.' }),
  })
  .meta({ id: 'FieldError' });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const FormValidationErrorSchema = z
  .object({ ok: z.literal(false), errors: z.array(FieldErrorSchema).min(1) })
  .meta({ id: 'FormValidationError', description: '422: one entry per invalid field.' });
export type FormValidationError = z.infer<typeof FormValidationErrorSchema>;

export const FormFailureSchema = z
  .object({
    ok: z.literal(false),
    message: z.string().min(1),
    retryAfterSeconds: z.number().int().positive().optional(),
  })
  .meta({ id: 'FormFailure', description: '429 or 5xx: nothing was saved; the visitor may retry.' });
export type FormFailure = z.infer<typeof FormFailureSchema>;
