import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { readFixture } from '../mocks/readFixture.ts';
import { contentPath } from '../site/content/fetchContent.ts';
import { LOCALES } from '../site/rules/locale.ts';
import { ApiErrorSchema } from './apiError.ts';
import { contentFiles, type ContentFile } from './content.ts';
import { FeedbackSubmissionSchema } from './feedback.ts';
import { FormFailureSchema, FormSuccessSchema, FormValidationErrorSchema } from './formResponse.ts';

const json = (schema: Parameters<OpenAPIRegistry['register']>[1], example?: unknown) => ({
  'application/json': { schema, ...(example === undefined ? {} : { example }) },
});

/**
 * The OpenAPI 3.1 document of the agency's API, built from the contracts, with the fixtures as
 * examples. `npm run contracts` writes it (and TypeScript types) to contracts/generated/.
 */
export async function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();

  for (const file of Object.keys(contentFiles) as ContentFile[]) {
    const schema = registry.register(contentFiles[file].meta()?.id as string, contentFiles[file]);
    for (const locale of LOCALES) {
      registry.registerPath({
        method: 'get',
        path: contentPath(locale, file),
        summary: `${file} (${locale})`,
        tags: ['content'],
        responses: {
          200: { description: `The ${locale} content.`, content: json(schema, await readFixture(locale, file)) },
          404: { description: 'No such content file.', content: json(ApiErrorSchema) },
        },
      });
    }
  }

  const submissionExample: unknown = JSON.parse(
    await readFile(fileURLToPath(new URL('../fixtures/forms/feedback-submission.json', import.meta.url)), 'utf8'),
  );
  registry.registerPath({
    method: 'post',
    path: '/api/form_application/',
    summary: 'Feedback form (/feedback/, /feedback-bitrix24/, /feedback-ctp/)',
    tags: ['forms'],
    request: {
      body: {
        required: true,
        content: json(FeedbackSubmissionSchema, FeedbackSubmissionSchema.parse(submissionExample)),
      },
    },
    responses: {
      200: { description: 'Accepted: the lead is saved.', content: json(FormSuccessSchema) },
      422: { description: 'Invalid fields; nothing was saved.', content: json(FormValidationErrorSchema) },
      429: {
        description: 'Too many submissions from this client; retry later.',
        headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
        content: json(FormFailureSchema),
      },
      500: { description: 'The backend failed; nothing was saved.', content: json(FormFailureSchema) },
    },
  });

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Agency site API',
      version: '0.1.0',
      description:
        'Content files (ru under /api/, en under /api/en/) and form submissions. Generated from contracts/ — do not edit by hand.',
    },
    servers: [{ url: '/' }],
  });
}
