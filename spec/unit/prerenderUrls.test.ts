import { describe, expect, it } from 'vitest';
import { sitePages } from '../../site/content/sitePages.ts';
import {
  BUILD_MOCK_ORIGIN,
  contentSourceOf,
  isPrerendered,
  prerenderApiBaseUrl,
  prerenderUrls,
} from '../../site/routes/prerenderUrls.ts';
import { FAMILY_IDS, PAGE_TEMPLATES, routeFamilies } from '../../site/routes/routeTable.ts';
import { localisePath } from '../../site/rules/localePath.ts';
import { LOCALES } from '../../contracts/locale.ts';

// The unit tests' MSW answers every origin, as it does in the build (tools/build.ts).
const apiBaseUrl = BUILD_MOCK_ORIGIN;

describe('what the build prerenders', () => {
  it('every page of the site in both locales except the families that depend on the request, once each', async () => {
    const listed = (await Promise.all(PAGE_TEMPLATES.map((template) => prerenderUrls(template, apiBaseUrl)))).flat();
    const expected = (
      await Promise.all(
        LOCALES.map(async (locale) =>
          (await sitePages({ locale, apiBaseUrl }))
            .filter(({ family }) => isPrerendered(family))
            .map(({ path }) => localisePath(path, locale)),
        ),
      )
    ).flat();
    expect(listed.toSorted()).toEqual(expected.toSorted());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('lists parameterised pages from content: every project and article, in ru and en', async () => {
    const projects = await prerenderUrls('project', apiBaseUrl);
    const articles = await prerenderUrls('article', apiBaseUrl);
    expect(projects.filter((url) => url.startsWith('/en/')).length).toBeGreaterThan(0);
    expect(projects.filter((url) => !url.startsWith('/en/')).length).toBe(projects.length / 2);
    expect(articles.every((url) => /^(\/en)?\/blog\/[\w-]+\/[\w-]+\/$/.test(url))).toBe(true);
    expect(await prerenderUrls('home', apiBaseUrl)).toEqual(['/', '/en/']);
  });

  it('leaves the search page to the server: its HTML depends on ?q=', async () => {
    expect(isPrerendered('search')).toBe(false);
    expect(await prerenderUrls('search', apiBaseUrl)).toEqual([]);
    expect(FAMILY_IDS.filter((family) => !isPrerendered(family))).toEqual(['search']);
    expect(routeFamilies.search.template).toBe('search');
  });

  it('reads the backend when API_BASE_URL is set and the fixtures otherwise', () => {
    expect(prerenderApiBaseUrl({ API_BASE_URL: 'https://api.example' })).toBe('https://api.example');
    expect(prerenderApiBaseUrl({})).toBe(BUILD_MOCK_ORIGIN);
    expect(contentSourceOf(undefined)).toBe('fixtures');
    expect(contentSourceOf('https://api.example')).toBe('https://api.example');
  });
});
