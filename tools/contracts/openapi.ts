import {
  extendZodWithOpenApi,
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
} from '@asteasolutions/zod-to-openapi';
import { listFixtureFiles } from '../../mocks/fixtureChecks.ts';
import { readFixtureJson } from '../../mocks/nodeFixtureSource.ts';
import { RETRY_AFTER_SECONDS } from '../../contracts/mockScenario.ts';
import { contentPath } from '../../contracts/apiPath.ts';
import { LOCALES, type Locale } from '../../contracts/locale.ts';
import { ApiErrorSchema } from '../../contracts/apiError.ts';
import { CONTENT_KEYS, contentEndpoints, resolveContentFile, type ContentKey } from '../../contracts/content.ts';
import { FormDefinitionSchema } from '../../contracts/formDefinition.ts';
import { FORM_BODY_MAX_BYTES } from '../../contracts/attachment.ts';
import { FeedbackMultipartSchema } from '../../contracts/multipartSubmission.ts';
import { FormFailureSchema, FormSuccessSchema, FormValidationErrorSchema } from '../../contracts/formResponse.ts';
import { FormNameSchema, formEndpoints } from '../../contracts/forms.ts';
import { FORM_ENDPOINTS, formEndpointPath, formPages } from '../../contracts/formConstants.ts';
import { z } from '../../contracts/zod.ts';
import { FORM_REPEAT_WINDOW_SECONDS } from '../../site/rules/formAbuse.ts';

type Schema = Parameters<OpenAPIRegistry['register']>[1];
const json = (schema: Schema, example?: unknown) => ({
  'application/json': { schema, ...(example === undefined ? {} : { example }) },
});

const retryAfter = (seconds: number) => ({
  'Retry-After': {
    description: `Seconds to wait before retrying (the mocks say ${seconds}).`,
    schema: { type: 'integer' as const },
  },
});

/** The failures every endpoint may answer; the mocks give each on demand (docs/api.md, "Scenarios"). */
function failures(schema: Schema): Record<number, ResponseConfig> {
  return {
    429: {
      description: 'Too many requests from this client; retry later.',
      headers: retryAfter(RETRY_AFTER_SECONDS[429]),
      content: json(schema),
    },
    500: { description: 'The backend failed; nothing was saved.', content: json(schema) },
    503: {
      description: 'The backend is down for maintenance; retry later.',
      headers: retryAfter(RETRY_AFTER_SECONDS[503]),
      content: json(schema),
    },
  };
}
const badRequest: ResponseConfig = {
  description: 'The request is malformed; the message says how to fix it.',
  content: json(ApiErrorSchema),
};

/**
 * The fixture shown as the example of a content path in one locale, as a file under fixtures/<locale>/
 * (e.g. "services/b2b-systems.json"): the first of `files` (paths under fixtures/, sorted) that the
 * endpoint serves at that path; for a path with parameters, the first the endpoint serves at all.
 * Throws, saying where to add one, when the locale has none.
 */
export function exampleFixture(files: readonly string[], key: ContentKey, locale: Locale, path: string): string {
  const withParams = path === contentEndpoints[key].file;
  const prefix = `${locale}/`;
  const [example] = files
    .filter((fixture) => fixture.startsWith(prefix))
    .map((fixture) => fixture.slice(prefix.length))
    .filter((file) => resolveContentFile(file)?.key === key && (withParams || file === path));
  if (example === undefined) throw new Error(`No ${locale} fixture for ${path}: add one under fixtures/${locale}/.`);
  return example;
}

/**
 * The OpenAPI 3.1 document of the agency's API, built from the contracts, with the fixtures as
 * examples. `npm run contracts` writes it (and TypeScript types) to contracts/generated/.
 */
export async function buildOpenApiDocument() {
  // Only for the generator, never in the browser: it reads the OpenAPI type of schemas it cannot infer
  // (the attachment, a z.file()) from their .meta(). The extension patches zod's prototypes (once: a
  // second call finds them patched), so it is done here, when a document is built, not on import —
  // the unit tests share one module cache, and importing this file must not change zod for the others.
  extendZodWithOpenApi(z);
  const registry = new OpenAPIRegistry();
  const files = await listFixtureFiles();

  for (const key of CONTENT_KEYS) {
    const { file, schema, summary, params } = contentEndpoints[key];
    // A template that starts with a parameter ({section}/search.json) would overlap other families'
    // paths (/api/services/{slug}.json) for routers that ignore enums: list its values as concrete paths.
    const leading = /^\{(\w+)\}/.exec(file)?.[1];
    // Stryker disable next-line OptionalChaining: every {name} of a file has a schema in its params (content.test.ts)
    const options = leading ? (params as Record<string, { options?: readonly string[] }>)[leading]?.options : undefined;
    const variants = options
      ? options.map((value) => ({ key: `${key}-${value}`, file: file.replace(`{${leading}}`, value), params: {} }))
      : [{ key, file, params }];
    for (const variant of variants)
      for (const locale of LOCALES) {
        const exampleFile = exampleFixture(files, key, locale, variant.file);
        registry.registerPath({
          method: 'get',
          path: contentPath(locale, variant.file),
          operationId: `${variant.key.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}${locale === 'ru' ? 'Ru' : 'En'}`,
          summary: `${summary} (${locale})`,
          tags: ['content'],
          request: { params: z.object(variant.params) },
          responses: {
            200: {
              description: `The ${locale} content.`,
              content: json(schema, await readFixtureJson(`${locale}/${exampleFile}`)),
            },
            400: badRequest,
            404: { description: 'No such content file.', content: json(ApiErrorSchema) },
            ...failures(ApiErrorSchema),
          },
        });
      }
  }

  registry.registerPath({
    method: 'get',
    path: '/api/forms/{form}.json',
    operationId: 'formDefinition',
    summary: 'A form definition (no locale prefix: labels are i18n keys)',
    tags: ['forms'],
    request: { params: z.object({ form: FormNameSchema }) },
    responses: {
      200: {
        description: 'The form’s inputs.',
        content: json(FormDefinitionSchema, await readFixtureJson('forms/feedback.json')),
      },
      400: badRequest,
      404: { description: 'No such form.', content: json(ApiErrorSchema) },
      ...failures(ApiErrorSchema),
    },
  });

  for (const endpoint of FORM_ENDPOINTS) {
    const pages = Object.entries(formPages)
      .filter(([, target]) => target === endpoint)
      .map(([page]) => `/${page}/`);
    registry.registerPath({
      method: 'post',
      path: formEndpointPath(endpoint),
      operationId: endpoint.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
      summary: formEndpoints[endpoint].summary,
      description: `Sent from ${pages.join(', ')}. A filled honeypot field (\`website\`) gets 200 and the submission is dropped.`,
      tags: ['forms'],
      request: {
        body: {
          required: true,
          content: {
            ...json(formEndpoints[endpoint].schema, await readFixtureJson(`submissions/${endpoint}.json`)),
            // Only the feedback forms take a file; with one attached the browser sends multipart.
            ...(endpoint === 'form_application' && {
              'multipart/form-data': { schema: FeedbackMultipartSchema },
            }),
          },
        },
      },
      responses: {
        200: { description: 'Accepted: the submission is saved.', content: json(FormSuccessSchema) },
        400: {
          description:
            'The body is not an object of fields: not JSON (or form data), empty, `null`, an array or a bare value. Nothing was saved.',
          content: json(ApiErrorSchema),
        },
        422: {
          description:
            'Invalid fields, one error each, in the language of the body’s `locale` (else Accept-Language); nothing was saved.',
          content: json(FormValidationErrorSchema),
        },
        403: {
          description:
            'Sent from another site: a browser said so in Sec-Fetch-Site (or Origin). The site’s own forms are same-origin.',
          content: json(FormFailureSchema),
        },
        413: {
          description: `The body is over ${FORM_BODY_MAX_BYTES / 1024 / 1024} MiB (a 10 MiB file plus the fields); nothing was read.`,
          content: json(FormFailureSchema),
        },
        409: {
          description: `The same form with the same e-mail (trimmed, any case) within ${FORM_REPEAT_WINDOW_SECONDS} s of a request that got 200: it is already received and is not sent on. Answered by the site before the backend; \`Retry-After\` and \`retryAfterSeconds\` say when that minute ends.`,
          headers: { 'Retry-After': { description: 'Seconds until that minute ends.', schema: { type: 'integer' } } },
          content: json(FormFailureSchema),
        },
        ...failures(FormFailureSchema),
      },
    });
  }

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Agency site API',
      version: '1.0.0',
      description:
        'Content files (ru under /api/, en under /api/en/), search indexes, form definitions and form submissions. ' +
        'Generated from contracts/ by `npm run contracts`; do not edit by hand. docs/api.md explains how to read it.\n\n' +
        'Methods: content files and form definitions answer GET and HEAD, form endpoints POST. Any other method ' +
        'at one of these paths is a `405` with an `Allow` header naming the methods there, in the `ApiError` ' +
        'shape; any path not in this document is a `404` in the same shape (contracts/apiRoutes.ts).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The site’s own origin, or API_BASE_URL' }],
    security: [],
    tags: [
      { name: 'content', description: 'Page content, in Russian (/api/) and English (/api/en/).' },
      { name: 'forms', description: 'Form definitions and submissions.' },
    ],
  });
}
