import type { z } from 'zod';
import { FeedbackSubmissionSchema } from './feedback.ts';
import { ResearchSubmissionSchema } from './researchSubmission.ts';

/** decisions.md "Calls": the six form endpoints, by path segment under /api/, with the body each takes. */
export const formEndpoints = {
  form_application: { schema: FeedbackSubmissionSchema, summary: 'Feedback: a request to discuss a project' },
  form_application_landing: { schema: ResearchSubmissionSchema, summary: 'The B2B research report' },
  form_study_metallurg: { schema: ResearchSubmissionSchema, summary: 'The metallurgy digital-sales research report' },
  form_hr_research_mql: { schema: ResearchSubmissionSchema, summary: 'The HR-technology research report' },
  form_hr_research_b2b: { schema: ResearchSubmissionSchema, summary: 'The work-with-B2B-clients research report' },
  form_study_ecom: { schema: ResearchSubmissionSchema, summary: 'The e-commerce research report' },
} as const satisfies Record<string, { schema: z.ZodObject; summary: string }>;
export type FormEndpoint = keyof typeof formEndpoints;
export const FORM_ENDPOINTS = Object.keys(formEndpoints) as FormEndpoint[];

/** The path a form posts to. */
export const formEndpointPath = (endpoint: FormEndpoint) => `/api/${endpoint}/`;

/** decisions.md "Locales and URLs": the eight forms, named after their page, and where each posts. */
export const formPages = {
  feedback: 'form_application',
  'feedback-bitrix24': 'form_application',
  'feedback-ctp': 'form_application',
  'research-b2b-form': 'form_application_landing',
  'research-digital-sales-ecosystem-in-metallurgy-form': 'form_study_metallurg',
  'research-work-b2b-clients-form': 'form_hr_research_b2b',
  'research-ecommerce-form': 'form_study_ecom',
  'research-hr-tech-form': 'form_hr_research_mql',
} as const satisfies Record<string, FormEndpoint>;
export type FormName = keyof typeof formPages;
export const FORM_NAMES = Object.keys(formPages) as FormName[];

/** The honeypot field's name; a body with it filled is accepted with 200 and dropped. */
export const HONEYPOT_FIELD = 'website';

export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}
