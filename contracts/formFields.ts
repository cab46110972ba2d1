import { CAMPAIGN_COOKIE_MAX_LENGTH } from './campaign.ts';
import { LOCALES, type Locale } from './locale.ts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_MB, ATTACHMENT_TYPES_TEXT, attachmentProblem } from './attachment.ts';
import { INDUSTRY_SLUGS } from './industries.ts';
import { z } from './zod.ts';

/**
 * Every field a form can have: its rule (Zod) and what to tell a visitor, in both locales, when the
 * value breaks the rule. The submission contracts compose these; the mock endpoints, the browser
 * and the OpenAPI document all use the same fields, so a limit lives here and nowhere else.
 */

export const NAME_MAX = 100;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
export const EMAIL_MAX = 254;
export const COMPANY_MAX = 150;
export const POSITION_MAX = 100;
export const MESSAGE_MAX = 5000;
export const PAGE_PATH_MAX = 2048;
/** The campaign values come from the campaign cookies, so they share the cookies' cap. */
export const UTM_MAX = CAMPAIGN_COOKIE_MAX_LENGTH;
/** The honeypot is read only to be thrown away; anything longer is not a person either. */
export const HONEYPOT_MAX = 1000;

export const COMPANY_SIZES = ['1-50', '51-250', '251-1000', '1001+'] as const;
export const RESEARCH_INDUSTRIES = [...INDUSTRY_SLUGS, 'retail', 'distribution', 'it', 'other'] as const;
export const FEEDBACK_TOPICS = ['general', 'bitrix24', 'ctp'] as const;

/**
 * Every rule is one the OpenAPI document can state exactly (docs/api.md, "Conventions every endpoint
 * keeps"): a length limit counts what was sent (`.max()` before `.trim()`), "not blank" is the pattern
 * NON_BLANK, and a phone number's digit count is part of its pattern, so a backend developer's
 * validator and this server agree on every body.
 */
/** At least one character that is not white space: what is left after trimming is not empty. */
export const NON_BLANK = /\S/;
/**
 * A phone number: an optional leading "+", then digits, spaces, brackets and "-", with
 * PHONE_MIN_DIGITS to PHONE_MAX_DIGITS digits; white space around it is allowed (and trimmed).
 * Written so that no two parts can match the same characters: it fails in linear time on any input.
 */
export const PHONE_PATTERN = new RegExp(
  `^(?:\\s*\\+)?[\\s()-]*(?:\\d[\\s()-]*){${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`,
);
/** The page a form was sent from: a path. */
export const PAGE_PATH_PATTERN = /^\//;

/** What to say when a field is missing or empty, when it is malformed, and when it is too long. */
export interface FieldMessages {
  required: string;
  invalid: string;
  tooLong?: string;
}

export interface FormField<S extends z.ZodType = z.ZodType> {
  schema: S;
  messages: Record<Locale, FieldMessages>;
}

const field = <S extends z.ZodType>(schema: S, messages: Record<Locale, FieldMessages>): FormField<S> => ({
  schema,
  messages,
});

export const formFields = {
  name: field(z.string().max(NAME_MAX).trim().min(1).regex(NON_BLANK), {
    ru: {
      required: 'Укажите, как\u00a0к\u00a0вам обращаться.',
      invalid: 'Введите имя текстом.',
      tooLong: `Сократите имя до\u00a0${NAME_MAX}\u00a0символов.`,
    },
    en: {
      required: 'Tell us your name.',
      invalid: 'Enter your name as text.',
      tooLong: `Shorten the name to ${NAME_MAX}\u00a0characters.`,
    },
  }),
  phone: field(
    z
      .string()
      .trim()
      .min(1)
      .regex(PHONE_PATTERN)
      .meta({
        description: `Digits, spaces, brackets and "-", optionally a leading "+"; ${PHONE_MIN_DIGITS}–${PHONE_MAX_DIGITS} digits.`,
      }),
    {
      ru: {
        required: 'Укажите телефон, чтобы мы\u00a0могли перезвонить.',
        invalid: `Номер\u00a0— это ${PHONE_MIN_DIGITS}–${PHONE_MAX_DIGITS}\u00a0цифр с\u00a0кодом страны, например +7 495 000-00-00.`,
      },
      en: {
        required: 'Enter a phone number so we can call you back.',
        invalid: `A phone number has ${PHONE_MIN_DIGITS}\u00a0to ${PHONE_MAX_DIGITS}\u00a0digits with the country code, e.g. +44 20 7946 0000.`,
      },
    },
  ),
  // Zod's own e-mail rule, as a pattern the document states exactly: `format: email` means different
  // things to different validators (it lets "0@com" through, which this rule refuses).
  email: field(z.string().max(EMAIL_MAX).regex(z.regexes.email), {
    ru: {
      required: 'Укажите e-mail для\u00a0ответа.',
      invalid: 'Проверьте e-mail: он\u00a0выглядит как\u00a0name@company.ru.',
      tooLong: `E-mail длиннее ${EMAIL_MAX}\u00a0символов\u00a0— проверьте адрес.`,
    },
    en: {
      required: 'Enter an e-mail for our reply.',
      invalid: 'Check the e-mail: it looks like name@company.com.',
      tooLong: `An e-mail is at most ${EMAIL_MAX}\u00a0characters; check the address.`,
    },
  }),
  company: field(z.string().max(COMPANY_MAX).trim().min(1).regex(NON_BLANK), {
    ru: {
      required: 'Укажите компанию.',
      invalid: 'Введите название компании текстом.',
      tooLong: `Сократите название до\u00a0${COMPANY_MAX}\u00a0символов.`,
    },
    en: {
      required: 'Enter your company.',
      invalid: 'Enter the company name as text.',
      tooLong: `Shorten the company name to ${COMPANY_MAX}\u00a0characters.`,
    },
  }),
  position: field(z.string().max(POSITION_MAX).trim().min(1).regex(NON_BLANK), {
    ru: {
      required: 'Укажите должность\u00a0— так мы\u00a0подберём выводы для\u00a0вашей роли.',
      invalid: 'Введите должность текстом.',
      tooLong: `Сократите должность до\u00a0${POSITION_MAX}\u00a0символов.`,
    },
    en: {
      required: 'Enter your position so we can pick the findings for your role.',
      invalid: 'Enter your position as text.',
      tooLong: `Shorten the position to ${POSITION_MAX}\u00a0characters.`,
    },
  }),
  message: field(z.string().max(MESSAGE_MAX).trim(), {
    ru: {
      required: 'Опишите задачу.',
      invalid: 'Введите сообщение текстом.',
      tooLong: `Сократите сообщение до\u00a0${MESSAGE_MAX}\u00a0символов или\u00a0приложите файл.`,
    },
    en: {
      required: 'Describe your task.',
      invalid: 'Enter the message as text.',
      tooLong: `Shorten the message to ${MESSAGE_MAX}\u00a0characters or attach a file.`,
    },
  }),
  attachment: field(
    z
      .file()
      .min(1)
      .max(ATTACHMENT_MAX_BYTES)
      .refine((file) => attachmentProblem(file) !== 'invalid')
      // The OpenAPI type of a file part, read by the generator (tools/contracts/openapi.ts).
      .meta({
        type: 'string',
        format: 'binary',
        description: `Optional, feedback forms only: ${ATTACHMENT_TYPES_TEXT}; at most ${ATTACHMENT_MAX_MB} MiB.`,
      }),
    {
      ru: {
        required: 'Файл пустой\u00a0— выберите файл с\u00a0содержимым или\u00a0уберите вложение.',
        invalid: `Такой файл не\u00a0примем: приложите ${ATTACHMENT_TYPES_TEXT}.`,
        tooLong: `Файл больше ${ATTACHMENT_MAX_MB}\u00a0МБ\u00a0— сожмите его в\u00a0ZIP или\u00a0пришлите ссылку в\u00a0сообщении.`,
      },
      en: {
        required: 'The file is empty: choose a file with content or remove the attachment.',
        invalid: `We cannot take this type of file: attach ${ATTACHMENT_TYPES_TEXT}.`,
        tooLong: `The file is over ${ATTACHMENT_MAX_MB}\u00a0MB: zip it or send a link in the message.`,
      },
    },
  ),
  companySize: field(z.enum(COMPANY_SIZES).meta({ description: 'Employees: 1-50, 51-250, 251-1000, 1001+.' }), {
    ru: { required: 'Выберите размер компании.', invalid: 'Выберите размер компании из\u00a0списка.' },
    en: { required: 'Choose the size of your company.', invalid: 'Choose the company size from the list.' },
  }),
  industry: field(z.enum(RESEARCH_INDUSTRIES), {
    ru: { required: 'Выберите отрасль.', invalid: 'Выберите отрасль из\u00a0списка.' },
    en: { required: 'Choose your industry.', invalid: 'Choose the industry from the list.' },
  }),
  topic: field(
    z.enum(FEEDBACK_TOPICS).meta({ description: 'Which feedback page sent the form: general, Bitrix24 or support.' }),
    {
      ru: {
        required: 'Не\u00a0указана тема обращения: обновите страницу.',
        invalid: 'Неизвестная тема обращения: обновите страницу.',
      },
      en: { required: 'The topic is missing: reload the page.', invalid: 'Unknown topic: reload the page.' },
    },
  ),
  consent: field(z.literal(true).meta({ description: 'Consent to the processing of personal data; must be true.' }), {
    ru: {
      required:
        'Подтвердите согласие на\u00a0обработку персональных данных\u00a0— без\u00a0него мы\u00a0не\u00a0можем принять заявку.',
      invalid:
        'Подтвердите согласие на\u00a0обработку персональных данных\u00a0— без\u00a0него мы\u00a0не\u00a0можем принять заявку.',
    },
    en: {
      required: 'Agree to the processing of personal data: we cannot accept the form without it.',
      invalid: 'Agree to the processing of personal data: we cannot accept the form without it.',
    },
  }),
  website: field(
    z.string().max(HONEYPOT_MAX).meta({
      description:
        'Honeypot: hidden from people, filled by naive bots. A filled honeypot gets 200 and the submission is dropped.',
    }),
    {
      ru: { required: 'Оставьте это поле пустым.', invalid: 'Оставьте это поле пустым.' },
      en: { required: 'Leave this field empty.', invalid: 'Leave this field empty.' },
    },
  ),
  page: field(
    z
      .string()
      .regex(PAGE_PATH_PATTERN)
      .max(PAGE_PATH_MAX)
      .meta({ description: 'The path of the page the form was sent from.' }),
    {
      ru: {
        required: 'Не\u00a0передан адрес страницы: обновите страницу и\u00a0отправьте форму снова.',
        invalid: 'Адрес страницы должен начинаться с\u00a0«/»: обновите страницу и\u00a0отправьте форму снова.',
      },
      en: {
        required: 'The page address is missing: reload the page and send the form again.',
        invalid: 'The page address must start with “/”: reload the page and send the form again.',
      },
    },
  ),
  locale: field(z.enum(LOCALES), {
    ru: {
      required: 'Не\u00a0передан язык страницы: обновите страницу.',
      invalid: `Язык страницы\u00a0— один из: ${LOCALES.join(', ')}.`,
    },
    en: {
      required: 'The page language is missing: reload the page.',
      invalid: `The page language is one of: ${LOCALES.join(', ')}.`,
    },
  }),
  utm: field(
    z
      .object({ source: z.string().max(UTM_MAX), medium: z.string().max(UTM_MAX), campaign: z.string().max(UTM_MAX) })
      .meta({ description: 'The three campaign cookies at the moment of sending (empty strings when unset).' }),
    {
      ru: {
        required: 'Не\u00a0переданы метки кампании: обновите страницу.',
        invalid: `Метки кампании\u00a0— три строки до\u00a0${UTM_MAX}\u00a0символов: source, medium, campaign.`,
      },
      en: {
        required: 'The campaign tags are missing: reload the page.',
        invalid: `The campaign tags are three strings of at most ${UTM_MAX}\u00a0characters: source, medium, campaign.`,
      },
    },
  ),
} as const satisfies Record<string, FormField>;

export type FormFieldName = keyof typeof formFields;
