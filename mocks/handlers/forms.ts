import { http, HttpResponse } from 'msw';
import { FeedbackSubmissionSchema } from '../../contracts/feedback.ts';
import type { FormValidationError } from '../../contracts/formResponse.ts';

/** The form endpoints: the same contract that the browser validates with decides the answer. */
export function formHandlers() {
  return [
    http.post('*/api/form_application/', async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const result = FeedbackSubmissionSchema.safeParse(body);
      if (!result.success) {
        const errors = result.error.issues.map((issue) => ({
          field: issue.path.join('.') || 'body',
          code: issue.code,
          message: body === undefined ? 'Send the form as a JSON object.' : issue.message,
        }));
        return HttpResponse.json<FormValidationError>({ ok: false, errors }, { status: 422 });
      }
      return HttpResponse.json({ ok: true as const });
    }),
  ];
}
