import { http, HttpResponse } from 'msw';
import { FormDefinitionSchema } from '../../contracts/formDefinition.ts';
import { NOT_AN_OBJECT, submissionLocale, validateSubmission } from '../../contracts/formErrors.ts';
import { FormNameSchema } from '../../contracts/forms.ts';
import { submissionFromFormData } from '../../contracts/multipartSubmission.ts';
import type { FormSuccess, FormValidationError } from '../../contracts/formResponse.ts';
import { formEndpoints } from '../../contracts/forms.ts';
import { FORM_ENDPOINTS, formEndpointPath, honeypotFilled, type FormEndpoint } from '../../contracts/formConstants.ts';
import { apiErrorResponse } from '../apiErrorResponse.ts';
import type { FixtureSource } from '../fixtureSource.ts';
import { parseWith } from '../parseWith.ts';

/** Receives every accepted submission (not the ones a honeypot caught); tests read what arrived. */
export type SubmissionSink = (endpoint: FormEndpoint, data: unknown) => void;

/**
 * The form endpoints: GET /api/forms/{form}.json answers the definition; POST /api/{endpoint}/
 * validates with the same contract the browser uses and answers 200 or 422 in the visitor's language;
 * a body that is not an object of fields at all is a 400.
 */
export function formHandlers(source: FixtureSource, sink: SubmissionSink = () => undefined) {
  return [
    http.get('*/api/forms/:file', async ({ params }) => {
      const file = String(params.file);
      const form = FormNameSchema.safeParse(file.replace(/\.json$/, ''));
      if (!file.endsWith('.json') || !form.success)
        return apiErrorResponse(
          404,
          `No form "${file}": use one of ${FormNameSchema.options.map((f) => `${f}.json`).join(', ')}.`,
        );
      const path = `forms/${form.data}.json`;
      const raw = await source(path);
      if (raw === undefined) return apiErrorResponse(404, `Form "${form.data}" has no definition yet.`);
      try {
        return Response.json(parseWith(FormDefinitionSchema, path, raw));
      } catch (error) {
        return apiErrorResponse(500, (error as Error).message);
      }
    }),
    ...FORM_ENDPOINTS.flatMap((endpoint) => [
      http.post(`*${formEndpointPath(endpoint)}`, async ({ request }) => {
        const body = await readSubmission(request);
        // Not JSON, empty, null, an array, a bare value: a malformed request, not a form to correct.
        if (body === null || typeof body !== 'object' || Array.isArray(body))
          return apiErrorResponse(
            400,
            NOT_AN_OBJECT[submissionLocale(undefined, request.headers.get('accept-language'))],
          );
        // A filled honeypot is a bot: it is told "thank you" and its submission goes nowhere.
        if (honeypotFilled(body)) return HttpResponse.json({ ok: true } satisfies FormSuccess);
        const locale = submissionLocale(body, request.headers.get('accept-language'));
        const result = validateSubmission(formEndpoints[endpoint].schema, body, locale);
        if (!result.success)
          return HttpResponse.json({ ok: false, errors: result.errors } satisfies FormValidationError, { status: 422 });
        sink(endpoint, result.data);
        return HttpResponse.json({ ok: true } satisfies FormSuccess);
      }),
      http.all(`*${formEndpointPath(endpoint)}`, () => {
        const response = apiErrorResponse(405, `Send the form with POST to ${formEndpointPath(endpoint)}.`);
        response.headers.set('Allow', 'POST');
        return response;
      }),
    ]),
  ];
}

/** JSON, or multipart/form-data when a file is attached (urlencoded too: a form posted without script). */
async function readSubmission(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type))
    return submissionFromFormData(await request.formData().catch(() => new FormData()));
  return request.json().catch(() => undefined);
}
