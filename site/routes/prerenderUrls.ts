import { sitePages } from '../content/sitePages.ts';
import { localisePath } from '../rules/localePath.ts';
import { LOCALES } from '../../contracts/locale.ts';
import { parseServerEnv } from '../server/serverEnv.ts';
import { routeFamilies, type FamilyId, type PageTemplate, type RouteFamily } from './routeTable.ts';

/**
 * Where the build fetches content when API_BASE_URL is unset: MSW answers in the build process
 * (tools/build.ts). `.invalid` never resolves (RFC 6761), so a fetch MSW does not answer fails
 * instead of reaching a network.
 */
export const BUILD_MOCK_ORIGIN = 'http://fixtures.invalid';

/** What the build read content from: the backend's base URL, or `fixtures` (the offline default). */
export function contentSourceOf(apiBaseUrl: string | undefined): string {
  return apiBaseUrl ?? 'fixtures';
}

/** The base URL of content fetches while prerendering: API_BASE_URL, or the fixtures through MSW. */
export function prerenderApiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return parseServerEnv(env).API_BASE_URL ?? BUILD_MOCK_ORIGIN;
}

/** Whether a family's pages are rendered at build time (routeTable.ts `prerender`). */
export function isPrerendered(family: FamilyId): boolean {
  return (routeFamilies[family] as RouteFamily).prerender !== false;
}

/**
 * The URLs of one page template to prerender, in both locales: the site's page list (the route
 * table expanded with the projects and articles the content holds), the template's families only.
 * Locale-prefixed URLs must be listed here: Vike would not find them itself (docs/pitfalls.md, 6).
 */
export async function prerenderUrls(template: PageTemplate, apiBaseUrl = prerenderApiBaseUrl()): Promise<string[]> {
  const perLocale = await Promise.all(
    LOCALES.map(async (locale) =>
      (await sitePages({ locale, apiBaseUrl }))
        .filter(({ family }) => routeFamilies[family].template === template && isPrerendered(family))
        .map(({ path }) => localisePath(path, locale)),
    ),
  );
  return perLocale.flat();
}
