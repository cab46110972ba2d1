import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentFileOf, contentPath } from '../../contracts/apiPath.ts';
import { LOCALES } from '../../contracts/locale.ts';

describe('the content path (spec 7.2): /api/{file} in Russian, /api/en/{file} in English', () => {
  it('builds the path of a file in each locale', () => {
    expect(contentPath('ru', 'services/sozdanie-saytov.json')).toBe('/api/services/sozdanie-saytov.json');
    expect(contentPath('en', 'home.json')).toBe('/api/en/home.json');
  });

  it('reads back the locale and the file of any path it builds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.stringMatching(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.json$/),
        (locale, file) => {
          expect(contentFileOf(contentPath(locale, file))).toEqual({ locale, file });
        },
      ),
    );
  });

  it('reads nothing from a path outside /api/', () => {
    expect(contentFileOf('/services/x.json')).toBeUndefined();
    expect(contentFileOf('/apiary/x.json')).toBeUndefined();
    expect(contentFileOf('/x/api/home.json')).toBeUndefined();
  });
});
