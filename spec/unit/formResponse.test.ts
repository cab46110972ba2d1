import { describe, expect, it } from 'vitest';
import {
  FieldErrorSchema,
  FormFailureSchema,
  FormSuccessSchema,
  FormValidationErrorSchema,
} from '../../contracts/formResponse.ts';

const ok = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('the answers of a form endpoint', () => {
  it('success is exactly ok: true', () => {
    expect(ok(FormSuccessSchema, { ok: true })).toBe(true);
    expect(ok(FormSuccessSchema, { ok: false })).toBe(false);
    expect(ok(FormSuccessSchema, {})).toBe(false);
  });

  it('a 422 names at least one field, each with a code and a message', () => {
    const fieldError = { field: 'email', code: 'invalid_format', message: 'Write an address like name@example.com.' };
    expect(ok(FormValidationErrorSchema, { ok: false, errors: [fieldError] })).toBe(true);
    expect(ok(FormValidationErrorSchema, { ok: false, errors: [] })).toBe(false);
    expect(ok(FormValidationErrorSchema, { ok: true, errors: [fieldError] })).toBe(false);
    for (const key of ['field', 'code', 'message'] as const) {
      expect(ok(FieldErrorSchema, { ...fieldError, [key]: '' }), key).toBe(false);
      expect(ok(FieldErrorSchema, { ...fieldError, [key]: undefined }), key).toBe(false);
    }
  });

  it('a 429 or 5xx says what happened, and may say after how many whole seconds to retry', () => {
    expect(ok(FormFailureSchema, { ok: false, message: 'Try again later.' })).toBe(true);
    expect(ok(FormFailureSchema, { ok: false, message: 'Try again later.', retryAfterSeconds: 30 })).toBe(true);
    expect(ok(FormFailureSchema, { ok: false, message: '' })).toBe(false);
    expect(ok(FormFailureSchema, { ok: true, message: 'x' })).toBe(false);
    for (const retryAfterSeconds of [0, -1, 1.5, '30'])
      expect(ok(FormFailureSchema, { ok: false, message: 'x', retryAfterSeconds }), String(retryAfterSeconds)).toBe(
        false,
      );
  });
});
