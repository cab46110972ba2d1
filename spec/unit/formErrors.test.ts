import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FeedbackSubmissionSchema } from '../../contracts/feedback.ts';
import { NOT_AN_OBJECT, submissionLocale, validateSubmission } from '../../contracts/formErrors.ts';
import { EMAIL_MAX, formFields } from '../../contracts/formFields.ts';
import { z } from '../../contracts/zod.ts';
import submission from '../../fixtures/submissions/form_application.json';
import { LOCALES } from '../../contracts/locale.ts';

// What a visitor (or the backend developer reading a 422) is told about a submission: in which
// language, and per field what is wrong and how to fix it.

const messages = formFields;

describe('submissionLocale: the language a submission is answered in', () => {
  it('is the body’s own locale when it names a supported language, whatever Accept-Language says', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.option(fc.string(), { nil: null }), (locale, acceptLanguage) => {
        expect(submissionLocale({ ...submission, locale }, acceptLanguage)).toBe(locale);
      }),
    );
  });

  it('is the first supported language of Accept-Language when the body has none', () => {
    expect(submissionLocale({ locale: 'de' }, 'de-DE, en-GB;q=0.8, ru;q=0.5')).toBe('en');
    expect(submissionLocale({}, 'fr;q=1, en;q=0.9')).toBe('en');
    expect(submissionLocale({ locale: 'EN' }, 'de, ru, en')).toBe('ru');
  });

  it('reads the language of Accept-Language in any letter case, with spaces, a region or a quality', () => {
    for (const header of ['EN', 'En-us', ' en-GB ', 'en;q=0.7', 'fr, EN-AU;q=0.5'])
      expect(submissionLocale({}, header), header).toBe('en');
    for (const header of ['english', 'eng', 'e-n', 'x-en']) expect(submissionLocale({}, header), header).toBe('ru');
  });

  it('reads the header when the body is not an object of fields: missing, null or a bare value', () => {
    for (const body of [undefined, null, 'en', 42, true, ['en']])
      expect(submissionLocale(body, 'en-US'), JSON.stringify(body)).toBe('en');
  });

  it('is Russian when neither the body nor the header names a supported language', () => {
    expect(submissionLocale(undefined, null)).toBe('ru');
    expect(submissionLocale(null, '')).toBe('ru');
    expect(submissionLocale({ locale: 'de' }, 'de, fr;q=0.5, *')).toBe('ru');
  });
});

describe('validateSubmission: what is wrong with each field and how to fix it', () => {
  const validate = (body: unknown, locale: 'ru' | 'en' = 'en') =>
    validateSubmission(FeedbackSubmissionSchema, body, locale);
  const errorsOf = (body: unknown, locale: 'ru' | 'en' = 'en') => {
    const result = validate(body, locale);
    if (result.success) throw new Error('the submission was accepted');
    return result.errors;
  };

  it('accepts a valid submission and gives back the parsed data', () => {
    const result = validate(submission);
    expect(result).toEqual({ success: true, data: { ...submission } });
  });

  it('refuses a body that is not an object of fields, in the visitor’s language, naming no field', () => {
    for (const locale of LOCALES)
      for (const body of [null, undefined, 'name=Anna', 42, true, [], [submission]])
        expect(validateSubmission(FeedbackSubmissionSchema, body, locale), JSON.stringify(body)).toEqual({
          success: false,
          errors: [{ field: 'body', code: 'invalid', message: NOT_AN_OBJECT[locale] }],
        });
  });

  it('says a missing, null or blank field is required, with the field’s own message in each language', () => {
    for (const locale of LOCALES)
      for (const blank of [undefined, null, '', '   ', '\n\t']) {
        const errors = errorsOf({ ...submission, email: blank }, locale);
        expect(errors, JSON.stringify(blank)).toEqual([
          { field: 'email', code: 'required', message: messages.email.messages[locale].required },
        ]);
      }
  });

  it('says a malformed field is invalid, with the hint of how it should look', () => {
    expect(errorsOf({ ...submission, email: 'anna at example' })).toEqual([
      { field: 'email', code: 'invalid', message: messages.email.messages.en.invalid },
    ]);
    expect(errorsOf({ ...submission, topic: 'sales' }, 'ru')).toEqual([
      { field: 'topic', code: 'invalid', message: messages.topic.messages.ru.invalid },
    ]);
  });

  it('says a field over its limit is too long; a field with no such message says it is invalid', () => {
    expect(errorsOf({ ...submission, name: 'Я'.repeat(101) }, 'ru')).toEqual([
      { field: 'name', code: 'too_long', message: messages.name.messages.ru.tooLong },
    ]);
    const long = 'x'.repeat(300);
    expect(errorsOf({ ...submission, utm: { ...submission.utm, source: long } })).toEqual([
      { field: 'utm', code: 'too_long', message: messages.utm.messages.en.invalid },
    ]);
  });

  it('gives one error per field, the first problem of it', () => {
    // Too long and not an e-mail at once: the visitor is told about the length first.
    const errors = errorsOf({ ...submission, email: 'x'.repeat(EMAIL_MAX + 1) });
    expect(errors).toEqual([{ field: 'email', code: 'too_long', message: messages.email.messages.en.tooLong }]);
  });

  it('names every invalid field, each once', () => {
    const errors = errorsOf({ ...submission, name: '', phone: '12', consent: false, locale: 'de' });
    expect(errors.map((error) => [error.field, error.code])).toEqual([
      ['name', 'required'],
      ['phone', 'invalid'],
      ['consent', 'invalid'],
      ['locale', 'invalid'],
    ]);
  });

  it('says an empty file is a missing file: choose one with content or remove it', () => {
    for (const locale of LOCALES)
      expect(errorsOf({ ...submission, attachment: new File([], 'brief.pdf') }, locale)).toEqual([
        { field: 'attachment', code: 'required', message: messages.attachment.messages[locale].required },
      ]);
  });

  it('says a file of a type it does not take is invalid, and names the types it takes', () => {
    expect(errorsOf({ ...submission, attachment: new File(['MZ'], 'setup.exe') })).toEqual([
      { field: 'attachment', code: 'invalid', message: messages.attachment.messages.en.invalid },
    ]);
  });

  it('answers with the schema’s own message for a field that has none of its own', () => {
    const schema = z.object({ code: z.string().min(4, 'at least four characters') });
    expect(validateSubmission(schema, { code: 'ab' }, 'en')).toEqual({
      success: false,
      errors: [{ field: 'code', code: 'invalid', message: 'at least four characters' }],
    });
  });

  it('names the body when a rule about the whole submission fails', () => {
    const schema = z
      .object({ from: z.number(), to: z.number() })
      .refine((range) => range.from <= range.to, 'from comes before to');
    expect(validateSubmission(schema, { from: 2, to: 1 }, 'ru')).toEqual({
      success: false,
      errors: [{ field: 'body', code: 'invalid', message: 'from comes before to' }],
    });
  });
});
