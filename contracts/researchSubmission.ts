import { formFields } from './formFields.ts';
import { z } from './zod.ts';

const f = formFields;

/**
 * What a visitor sends to download a study: who they are, so the report and the follow-up fit
 * their role, company size and industry. The five research endpoints take the same body; the
 * endpoint says which study was requested.
 */
export const ResearchSubmissionSchema = z
  .object({
    name: f.name.schema,
    email: f.email.schema,
    phone: f.phone.schema,
    company: f.company.schema,
    position: f.position.schema,
    companySize: f.companySize.schema,
    industry: f.industry.schema,
    consent: f.consent.schema,
    website: f.website.schema.optional(),
    page: f.page.schema,
    locale: f.locale.schema,
    utm: f.utm.schema,
  })
  .meta({
    id: 'ResearchSubmission',
    description: 'POST to a research endpoint: a request for the full report of a study, sent to the given e-mail.',
  });
export type ResearchSubmission = z.input<typeof ResearchSubmissionSchema>;
