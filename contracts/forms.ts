import { FeedbackSubmissionSchema } from './feedback.ts';
import { FORM_NAMES, type FormEndpoint } from './formConstants.ts';
import { ResearchSubmissionSchema } from './researchSubmission.ts';
import { z } from './zod.ts';

// The names, paths and honeypot are in formConstants.ts, without zod: the browser's form renders with
// them and loads zod only when it first checks a value.
export const FormNameSchema = z.enum(FORM_NAMES).meta({ id: 'FormName', description: 'A form, named after its page.' });

/** docs/specification.md 7.4: the six form endpoints, by path segment under /api/, with the body each takes. */
export const formEndpoints = {
  form_application: { schema: FeedbackSubmissionSchema, summary: 'Feedback: a request to discuss a project' },
  form_application_landing: { schema: ResearchSubmissionSchema, summary: 'The B2B research report' },
  form_study_metallurg: { schema: ResearchSubmissionSchema, summary: 'The metallurgy digital-sales research report' },
  form_hr_research_mql: { schema: ResearchSubmissionSchema, summary: 'The HR-technology research report' },
  form_hr_research_b2b: { schema: ResearchSubmissionSchema, summary: 'The work-with-B2B-clients research report' },
  form_study_ecom: { schema: ResearchSubmissionSchema, summary: 'The e-commerce research report' },
} as const satisfies Record<FormEndpoint, { schema: z.ZodObject; summary: string }>;
