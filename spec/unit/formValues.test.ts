import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormDefinitionSchema } from '../../contracts/formDefinition.ts';
import { formFields, NAME_MAX } from '../../contracts/formFields.ts';
import { FeedbackSubmissionSchema } from '../../contracts/feedback.ts';
import { ResearchSubmissionSchema } from '../../contracts/researchSubmission.ts';
import { readFixtureJson } from '../../mocks/nodeFixtureSource.ts';
import { readCookie } from '../../contracts/cookies.ts';
import { campaignFromCookies } from '../../site/forms/campaignFromCookies.ts';
import { draftKey } from '../../site/components/form/formDraft.ts';
import { fileError, validateValues } from '../../site/components/form/formRules.ts';
import { initialValues, submissionBody } from '../../site/forms/formValues.ts';

const definition = async (name: string) =>
  FormDefinitionSchema.parse(await readFixtureJson(`forms/${name}.json`)).data.form;

const VALID: Record<string, string | boolean> = {
  name: 'Анна Петрова',
  phone: '+7 (912) 345-67-89',
  email: 'anna.petrova@example.ru',
  company: 'ООО «Северсталь-Трейд»',
  position: 'Коммерческий директор',
  companySize: '51-250',
  industry: 'metallurgy',
  message: '',
  consent: true,
};
const context = {
  page: '/feedback/',
  locale: 'ru' as const,
  utm: { source: 'yandex', medium: 'cpc', campaign: 'b2b' },
};

describe('validateValues', () => {
  it('an untouched feedback form names every required field with its "required" message', async () => {
    const form = await definition('feedback');
    const errors = validateValues(form, initialValues(form), 'ru');
    expect(errors).toEqual({
      name: formFields.name.messages.ru.required,
      phone: formFields.phone.messages.ru.required,
      email: formFields.email.messages.ru.required,
      consent: formFields.consent.messages.ru.required,
    });
  });

  it('speaks the page locale and says "too long" when the rule is a length', async () => {
    const form = await definition('research-b2b-form');
    const errors = validateValues(form, { ...VALID, name: 'я'.repeat(NAME_MAX + 1), email: 'anna@' }, 'en');
    expect(errors).toEqual({ name: formFields.name.messages.en.tooLong, email: formFields.email.messages.en.invalid });
  });

  it('what the browser lets through, the endpoint accepts (same rules on both sides)', async () => {
    for (const [name, schema] of [
      ['feedback', FeedbackSubmissionSchema],
      ['research-hr-tech-form', ResearchSubmissionSchema],
    ] as const) {
      const form = await definition(name);
      const values = { ...initialValues(form), ...VALID };
      expect(validateValues(form, values, 'ru')).toEqual({});
      const body = submissionBody(
        form,
        Object.fromEntries(Object.keys(initialValues(form)).map((k) => [k, values[k] ?? ''])),
        context,
      );
      expect(schema.safeParse(body).success).toBe(true);
    }
  });

  it('phones people really type pass; letters never do', async () => {
    const form = await definition('feedback');
    for (const phone of ['+7 (912) 345-67-89', '8 912 345 67 89', '+44 20 7946 0000'])
      expect(validateValues(form, { ...VALID, phone }, 'ru').phone).toBeUndefined();
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 ()-]{0,20}[a-zA-Zа-я][0-9 ()-]{0,20}$/), (phone) => {
        expect(validateValues(form, { ...VALID, phone }, 'ru').phone).toBeDefined();
      }),
    );
  });

  it('never checks the honeypot or the hidden topic: people cannot fix them', async () => {
    const form = await definition('feedback-ctp');
    expect(validateValues(form, { ...VALID, website: 'x'.repeat(5000), topic: 'nonsense' }, 'ru')).toEqual({});
  });
});

describe('campaignFromCookies', () => {
  it('reads the three campaign cookies, decoded, and empty strings for the missing ones', () => {
    const header = 'a=1; utm_source=yandex; utm_campaign=%D0%B2%D0%B5%D1%81%D0%BD%D0%B0';
    expect(campaignFromCookies((name) => readCookie(header, name))).toEqual({
      source: 'yandex',
      medium: '',
      campaign: 'весна',
    });
  });

  it('takes the first of a cookie sent twice, as the browser orders them (the more specific path first)', () => {
    const header = 'utm_source=newsletter; utm_source=yandex';
    expect(campaignFromCookies((name) => readCookie(header, name)).source).toBe('newsletter');
  });

  it('survives any cookie header', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        const utm = campaignFromCookies((name) => readCookie(header, name));
        expect(Object.keys(utm)).toEqual(['source', 'medium', 'campaign']);
      }),
    );
  });
});

describe('the attachment of the feedback forms', () => {
  it('is checked like the endpoint checks it, and travels beside the body, not in it', async () => {
    const form = await definition('feedback');
    const values = { ...initialValues(form), ...VALID, attachment: 'setup.exe' };
    const program = new File(['MZ'], 'setup.exe');
    expect(validateValues(form, values, 'ru', { attachment: program }).attachment).toMatch(
      /^Такой файл не\u00a0примем/,
    );
    const brief = new File(['%PDF-1.7'], 'brief.pdf');
    expect(validateValues(form, values, 'ru', { attachment: brief })).toEqual({});
    expect(fileError(new File([], 'brief.pdf'), false, 'en')).toMatch(/^The file is empty/);
    expect(fileError(undefined, false, 'en')).toBeUndefined();
    expect(submissionBody(form, values, context)).not.toHaveProperty('attachment');
  });
});

describe('draftKey', () => {
  it('keeps one draft per form and locale', () => {
    expect(draftKey('feedback', 'ru')).not.toBe(draftKey('feedback', 'en'));
    expect(draftKey('feedback', 'ru')).not.toBe(draftKey('feedback-ctp', 'ru'));
  });
});
