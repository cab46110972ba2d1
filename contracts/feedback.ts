import { CAMPAIGN_COOKIE_MAX_LENGTH } from '../site/rules/campaignCookies.ts';
import { LOCALES } from '../site/rules/locale.ts';
import { z } from './zod.ts';

export const NAME_MAX = 100;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
export const EMAIL_MAX = 254;
export const COMPANY_MAX = 150;
export const MESSAGE_MAX = 5000;
/** The campaign values come from the campaign cookies, so they share the cookies' cap. */
export const UTM_MAX = CAMPAIGN_COOKIE_MAX_LENGTH;

const digitCount = (value: string) => value.replace(/\D/g, '').length;

export const FeedbackSubmissionSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name.').max(NAME_MAX, `Shorten the name to ${NAME_MAX} characters.`),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s()-]+$/, 'Use digits, spaces, brackets, "-" and a leading "+" only.')
      .refine((v) => digitCount(v) >= PHONE_MIN_DIGITS && digitCount(v) <= PHONE_MAX_DIGITS, {
        message: `A phone number has ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits with the country code, e.g. +7 495 000-00-00.`,
      }),
    email: z.email('Enter an e-mail like name@company.ru.').max(EMAIL_MAX),
    company: z.string().trim().max(COMPANY_MAX).optional(),
    message: z.string().trim().max(MESSAGE_MAX, `Shorten the message to ${MESSAGE_MAX} characters.`).default(''),
    consent: z.literal(true, 'Agree to the processing of personal data to send the form.'),
    website: z
      .string()
      .max(0, 'Leave this field empty.')
      .optional()
      .meta({ description: 'Honeypot: hidden from people, filled by naive bots; must be empty or absent.' }),
    page: z.string().startsWith('/').max(2048).meta({ description: 'The path of the page the form was sent from.' }),
    locale: z.enum(LOCALES),
    utm: z
      .object({
        source: z.string().max(UTM_MAX),
        medium: z.string().max(UTM_MAX),
        campaign: z.string().max(UTM_MAX),
      })
      .meta({ description: 'The three campaign cookies at the moment of sending (empty strings when unset).' }),
  })
  .meta({
    id: 'FeedbackSubmission',
    description: 'POST /api/form_application/ — the feedback forms (/feedback/, /feedback-bitrix24/, /feedback-ctp/).',
  });
export type FeedbackSubmission = z.input<typeof FeedbackSubmissionSchema>;
