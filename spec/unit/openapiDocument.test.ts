import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, exampleFixture } from '../../tools/contracts/openapi.ts';

// The document the backend team reads is written from the Zod contracts by `npm run contracts`. The
// committed copy must be exactly what the contracts say today: a contract edited without
// regenerating it (or a generator that drops a description, an example, a failure answer) fails here,
// as `npm run contracts:check` does, but inside the unit suite, where mutation testing sees it.
describe('contracts/generated/openapi.json', () => {
  it('is exactly the document the contracts build', async () => {
    const committed: unknown = JSON.parse(
      await readFile(new URL('../../contracts/generated/openapi.json', import.meta.url), 'utf8'),
    );
    expect(JSON.parse(JSON.stringify(await buildOpenApiDocument()))).toEqual(committed);
  });

  it('is built as plain JSON: what `npm run contracts` validates is what it writes', async () => {
    // The validator reads the object, the file is its JSON: a key set to undefined (an example that
    // is not there) would be in one and not the other.
    const document = await buildOpenApiDocument();
    expect(document).toStrictEqual(JSON.parse(JSON.stringify(document)));
  });
});

describe('the example of a content path', () => {
  const fixtures = [
    'en/home.json',
    'en/services/b2b-systems.json',
    'forms/feedback.json',
    'ru/blog/search.json',
    'ru/home.json',
    'ru/notes/readme.json',
    'ru/passwords.json',
    'ru/services/b2b-systems.json',
    'ru/services/search.json',
    'ru/services/web.json',
    'submissions/form_application.json',
  ];

  it('is the locale’s fixture of that file', () => {
    expect(exampleFixture(fixtures, 'home', 'ru', 'home.json')).toBe('home.json');
    expect(exampleFixture(fixtures, 'home', 'en', 'home.json')).toBe('home.json');
  });

  it('for a path with parameters, is the first fixture the endpoint serves in that locale', () => {
    expect(exampleFixture(fixtures, 'service', 'ru', 'services/{slug}.json')).toBe('services/b2b-systems.json');
    expect(exampleFixture(['ru/services/web.json'], 'service', 'ru', 'services/{slug}.json')).toBe('services/web.json');
  });

  it('for one value of a leading parameter (a search section), is that section’s own file', () => {
    expect(exampleFixture(fixtures, 'searchIndex', 'ru', 'services/search.json')).toBe('services/search.json');
    expect(exampleFixture(fixtures, 'searchIndex', 'ru', 'blog/search.json')).toBe('blog/search.json');
  });

  it('is never another locale’s file, and the missing one is named with where to add it', () => {
    expect(() => exampleFixture(fixtures, 'searchIndex', 'en', 'services/search.json')).toThrow(
      'No en fixture for services/search.json: add one under fixtures/en/.',
    );
    expect(() => exampleFixture(['en/company.json'], 'company', 'ru', 'company.json')).toThrow(
      'No ru fixture for company.json: add one under fixtures/ru/.',
    );
    expect(() => exampleFixture(fixtures, 'portfolioIndex', 'ru', 'portfolio-web-studii/index.json')).toThrow(
      /^No ru fixture for portfolio-web-studii\/index\.json/,
    );
  });
});
