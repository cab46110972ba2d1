import { http } from 'msw';
import { contentFiles, isContentFile } from '../../contracts/content.ts';
import { splitLocale } from '../../site/rules/locale.ts';
import { apiErrorResponse } from '../apiErrorResponse.ts';
import type { FixtureSource } from '../fixtureSource.ts';
import { parseContent } from '../parseContent.ts';

/** GET /api/{file} (ru) and /api/en/{file} (en): the content files of contracts/content.ts. */
export function contentHandlers(source: FixtureSource) {
  return [
    http.get('*/api/*', async ({ request }) => {
      const { pathname } = new URL(request.url);
      const { locale, path } = splitLocale(pathname.slice('/api'.length));
      const file = path.slice(1);
      if (!isContentFile(file)) {
        const known = Object.keys(contentFiles).join(', ');
        return apiErrorResponse(404, `No content file "${file}" for locale ${locale}. Known files: ${known}.`);
      }
      const raw = await source(locale, file);
      if (raw === undefined) return apiErrorResponse(404, `Content file "${file}" has no ${locale} fixture yet.`);
      try {
        return Response.json(parseContent(locale, file, raw));
      } catch (error) {
        // A fixture that breaks its contract is the mock's fault, said plainly, without a stack trace.
        return apiErrorResponse(500, (error as Error).message);
      }
    }),
  ];
}
