import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageSwitchPath, localisePath, splitLocale } from '../../site/rules/localePath.ts';
import { LOCALES } from '../../contracts/locale.ts';
import { vikePathnameOf } from '../../site/server/vikePathnameOf.ts';

describe('languageSwitchPath', () => {
  it('leads to the same page path in each locale', () => {
    expect(languageSwitchPath('/contacts/', 'ru')).toBe('/contacts/');
    expect(languageSwitchPath('/contacts/', 'en')).toBe('/en/contacts/');
    expect(languageSwitchPath('/', 'en')).toBe('/en/');
  });

  it('never makes a protocol-relative link from an address a visitor typed', () => {
    expect(languageSwitchPath('//evil.test//', 'ru')).toBe('/evil.test//');
    expect(languageSwitchPath('/\\evil.test/', 'ru')).toBe('/evil.test/');
    expect(languageSwitchPath('\\\\evil.test/', 'en')).toBe('/en/evil.test/');
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...LOCALES), (path, locale) => {
        const link = languageSwitchPath(path, locale);
        // A browser reads "//host" and "/\host" as another host.
        expect(link).toMatch(/^\/(?![/\\])/);
        expect(new URL(link, 'https://site.example').host).toBe('site.example');
      }),
    );
  });

  it('folds only the slashes at the start: a path read without its leading slash keeps the ones inside', () => {
    expect(languageSwitchPath('x//y/', 'ru')).toBe('/x//y/');
    expect(languageSwitchPath('\\\\x/y/', 'en')).toBe('/en/x/y/');
  });

  it('writes a % that decoding left behind as %25, so the link leads back to the address asked for', () => {
    expect(languageSwitchPath('/a%b/', 'ru')).toBe('/a%25b/');
    expect(languageSwitchPath('/100%/', 'en')).toBe('/en/100%25/');
    // Escapes Vike keeps as they are (a decoded "/" is written back as %2F) stay.
    expect(languageSwitchPath('/a%2Fb/', 'ru')).toBe('/a%2Fb/');
    fc.assert(
      fc.property(fc.stringMatching(/^[g-z%]{1,10}$/), (segment) => {
        const asked = `/${encodeURIComponent(segment)}/`;
        expect(vikePathnameOf(languageSwitchPath(vikePathnameOf(asked), 'ru'))).toBe(vikePathnameOf(asked));
      }),
    );
  });

  it('is undone by splitLocale for every page path', () => {
    fc.assert(
      fc.property(
        // A default-locale path cannot start with a locale's prefix: that address is the other locale's.
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 4 }).filter(([first]) => first !== 'en'),
        fc.constantFrom(...LOCALES),
        (segments, locale) => {
          const path = `/${segments.map((segment) => `${segment}/`).join('')}`;
          expect(languageSwitchPath(path, locale)).toBe(localisePath(path, locale));
          expect(splitLocale(languageSwitchPath(path, locale))).toEqual({ locale, path });
        },
      ),
    );
  });
});
