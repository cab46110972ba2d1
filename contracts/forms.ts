import type { z } from 'zod';
import { FeedbackSubmissionSchema } from './feedback.ts';
import type { FormEndpoint } from './formConstants.ts';
import { ResearchSubmissionSchema } from './researchSubmission.ts';

// The names, paths and honeypot have no zod: they live in formConstants.ts, which the browser's form
// imports directly so that it renders without Zod; every other importer keeps reading them here.
export {
  FORM_ENDPOINTS,
  FORM_NAMES,
  formEndpointPath,
  formPages,
  HONEYPOT_FIELD,
  honeypotFilled,
  type FormEndpoint,
  type FormName,
} from './formConstants.ts';

/** docs/specification.md 7.4: the six form endpoints, by path segment under /api/, with the body each takes. */
export const formEndpoints = {
  form_application: { schema: FeedbackSubmissionSchema, summary: 'Feedback: a request to discuss a project' },
  form_application_landing: { schema: ResearchSubmissionSchema, summary: 'The B2B research report' },
  form_study_metallurg: { schema: ResearchSubmissionSchema, summary: 'The metallurgy digital-sales research report' },
  form_hr_research_mql: { schema: ResearchSubmissionSchema, summary: 'The HR-technology research report' },
  form_hr_research_b2b: { schema: ResearchSubmissionSchema, summary: 'The work-with-B2B-clients research report' },
  form_study_ecom: { schema: ResearchSubmissionSchema, summary: 'The e-commerce research report' },
} as const satisfies Record<FormEndpoint, { schema: z.ZodObject; summary: string }>;
