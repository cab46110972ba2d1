import { http } from 'msw';
import { contentFileOf } from '../../contracts/apiPath.ts';
import { contentEndpoints, resolveContentFile } from '../../contracts/content.ts';
import { apiErrorResponse } from '../apiErrorResponse.ts';
import type { FixtureSource } from '../fixtureSource.ts';
import { parseWith } from '../parseWith.ts';

/** GET /api/{file} (ru) and /api/en/{file} (en): every content file of contracts/content.ts. */
export function contentHandlers(source: FixtureSource) {
  return [
    http.get('*/api/*', async ({ request }) => {
      const { pathname } = new URL(request.url);
      const content = contentFileOf(pathname);
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
            ? `Nothing with ${what.join(', ')} in ${locale}: ${contentEndpoints[resolved.key].summary} does not exist.`
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
