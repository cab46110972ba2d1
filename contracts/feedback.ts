import { COMPANY_MAX, formFields } from './formFields.ts';
import { z } from './zod.ts';

const f = formFields;

export const FeedbackSubmissionSchema = z
  .object({
    name: f.name.schema,
    phone: f.phone.schema,
    email: f.email.schema,
    company: z.string().max(COMPANY_MAX).trim().default(''),
    message: f.message.schema.default(''),
    attachment: f.attachment.schema.optional(),
    topic: f.topic.schema,
    consent: f.consent.schema,
    website: f.website.schema.optional(),
    page: f.page.schema,
    locale: f.locale.schema,
    utm: f.utm.schema,
  })
  .meta({
    id: 'FeedbackSubmission',
    description: 'POST /api/form_application/ — the feedback forms (/feedback/, /feedback-bitrix24/, /feedback-ctp/).',
  });
export type FeedbackSubmission = z.input<typeof FeedbackSubmissionSchema>;
