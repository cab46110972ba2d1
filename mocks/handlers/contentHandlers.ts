import { http } from 'msw';
import { contentFileOf } from '../../contracts/apiPath.ts';
import { contentEndpoints, resolveContentFile } from '../../contracts/content.ts';
import { apiErrorResponse } from '../apiErrorResponse.ts';
import type { FixtureSource } from '../fixtureSource.ts';
import { parseWith } from '../parseWith.ts';

/** GET /api/{file} (ru) and /api/en/{file} (en): every content file of contracts/content.ts. */
// Stryker disable next-line BlockStatement: without the handlers the unit setup cannot start and every test file fails to load, which per-test coverage does not attribute to a test
export function contentHandlers(source: FixtureSource) {
  return [
    http.get('*/api/*', async ({ request }) => {
      const { pathname } = new URL(request.url);
      const content = contentFileOf(pathname);
      // Stryker disable next-line ConditionalExpression,StringLiteral: the handler answers */api/* only, so a path is always one; the guard is for the type checker
      if (!content) return apiErrorResponse(404, `${pathname} is not an /api path.`);
      const { locale, file } = content;
      const resolved = resolveContentFile(file);
      if (!resolved)
        return apiErrorResponse(
          404,
          `No content file "${file}" for locale ${locale}: see contracts/generated/openapi.json for the files that exist.`,
        );
      const fixture = `${locale}/${file}`;
      const raw = await source(fixture);
      if (raw === undefined) {
        const what = Object.entries(resolved.params).map(([name, value]) => `${name} "${value}"`);
        return apiErrorResponse(
          404,
          what.length > 0
            ? // Stryker disable next-line StringLiteral: no content endpoint has two open parameters, so the separator is never written
              `Nothing with ${what.join(', ')} in ${locale}: ${contentEndpoints[resolved.key].summary} does not exist.`
            : `Content file "${file}" has no ${locale} fixture yet.`,
        );
      }
      try {
        return Response.json(parseWith(contentEndpoints[resolved.key].schema, fixture, raw));
      } catch (error) {
        // A fixture that breaks its contract is the mock's fault, said plainly, without a stack trace.
        return apiErrorResponse(500, (error as Error).message);
      }
    }),
  ];
}
