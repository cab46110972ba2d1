import { FeedbackSubmissionSchema } from './feedback.ts';
import { UTM_MAX } from './formFields.ts';
import { z } from './zod.ts';

/**
 * A submission with a file travels as multipart/form-data, where every part is a string or a file.
 * These two functions are the one mapping between that and the JSON shape the contracts validate:
 * the browser encodes with the first, the mock endpoint (and the backend, per the OpenAPI document)
 * decodes with the second. Booleans are "true"/"false"; the campaign object is three parts
 * `utm[source]`, `utm[medium]`, `utm[campaign]`.
 */
const UTM_PART = /^utm\[(source|medium|campaign)\]$/;

export function formDataFromSubmission(body: Record<string, unknown>, file?: File): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (key === 'utm' && value && typeof value === 'object')
      for (const [part, text] of Object.entries(value as Record<string, unknown>))
        data.append(`utm[${part}]`, typeof text === 'string' ? text : '');
    else if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number')
      data.append(key, String(value));
  }
  if (file) data.append('attachment', file, file.name);
  return data;
}

export function submissionFromFormData(data: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const utm: Record<string, string> = {};
  for (const [key, value] of data.entries()) {
    const utmPart = UTM_PART.exec(key)?.[1];
    if (utmPart) utm[utmPart] = typeof value === 'string' ? value : '';
    else if (typeof value !== 'string') {
      // A form sent without a chosen file still carries an empty, nameless part: no attachment.
      if (value.name !== '' || value.size > 0) body[key] = value;
    } else if (key === 'consent') body[key] = value === 'true' || value === 'on';
    else body[key] = value;
  }
  if (Object.keys(utm).length > 0) body.utm = utm;
  return body;
}

const utmPart = (which: string) =>
  z
    .string()
    .max(UTM_MAX)
    .meta({ description: `The ${which} campaign cookie at the moment of sending.` });

/** The multipart shape of the feedback submission, for the OpenAPI document. */
export const FeedbackMultipartSchema = FeedbackSubmissionSchema.omit({ consent: true, utm: true })
  .extend({
    consent: z.literal('true').meta({ description: 'Consent to the processing of personal data.' }),
    'utm[source]': utmPart('utm_source'),
    'utm[medium]': utmPart('utm_medium'),
    'utm[campaign]': utmPart('utm_campaign'),
  })
  .meta({
    id: 'FeedbackMultipart',
    description:
      'POST /api/form_application/ as multipart/form-data, when a file is attached: the fields of FeedbackSubmission as parts.',
  });
