/**
 * The forms' names, endpoints and honeypot as plain constants with no zod (like slugs.ts): the form
 * in the browser renders with them, and loads the Zod rules only when it first checks a value
 * (site/components/form/loadFormRules.ts). contracts/forms.ts holds the schemas.
 */

/** docs/specification.md 7.4: the six form endpoints, by path segment under /api/ (forms.ts gives each its body). */
export const FORM_ENDPOINTS = [
  'form_application',
  'form_application_landing',
  'form_study_metallurg',
  'form_hr_research_mql',
  'form_hr_research_b2b',
  'form_study_ecom',
] as const;
export type FormEndpoint = (typeof FORM_ENDPOINTS)[number];

/** The path a form posts to. */
export const formEndpointPath = (endpoint: FormEndpoint) => `/api/${endpoint}/`;

/** The eight forms, named after their page, and where each posts (docs/api.md, "The endpoints"). */
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
  // A bare value (a string, a number) has no honeypot field: reading it gives undefined.
  const value = (body as Partial<Record<string, unknown>> | null | undefined)?.[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}
