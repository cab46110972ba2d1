import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MenuItemSchema, type MenuItem } from '../../contracts/menu.ts';
import { z } from '../../contracts/zod.ts';

// Spec section 3 "Menu item": what the contract of a header menu item accepts, what it fills in and
// what it refuses (the real menus are checked against it in configData.test.ts).

/** A menu item as it may arrive: any field may be missing or of the wrong kind. */
type Fields = { [K in keyof MenuItem]?: unknown };
const item = (fields: Fields = {}) => ({ id: 1, title: 'Blog', ...fields });
const accepts = (fields: Fields) => MenuItemSchema.safeParse(item(fields)).success;
const problems = (fields: Fields) => {
  const result = MenuItemSchema.safeParse(item(fields));
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const subtitle = { id: 1, title: 'Web', route: '/services/web/' };

describe('a menu item', () => {
  it('needs only an id and a caption: it then links to the home page, shown, inside the site, with no sub-items', () => {
    expect(MenuItemSchema.parse({ id: 3, title: 'Home' })).toEqual({
      id: 3,
      title: 'Home',
      route: '/',
      archive: false,
      external: false,
      isItems: false,
      items: [],
      subtitles: [],
    });
  });

  it('links to a page of the site or to an https address, never another scheme', () => {
    for (const route of ['/', '/blog/', '/services/web/', 'https://career.example/vacancies'])
      expect(accepts({ route }), route).toBe(true);
    for (const route of [
      'http://career.example/',
      'xhttps://career.example/',
      'httpsx://career.example/',
      'ftp://files.example/',
      'javascript:alert(1)',
      'blog/',
      '',
    ])
      expect(accepts({ route }), route).toBe(false);
  });

  it('names its icon, and each dropdown link its own, with lower-case latin letters, digits and "-" only', () => {
    const iconAccepted = {
      item: (svgName: string) => accepts({ svgName }),
      subtitle: (icon: string) => accepts({ isItems: true, subtitles: [{ ...subtitle, icon }] }),
    };
    for (const [which, accepted] of Object.entries(iconAccepted)) {
      fc.assert(
        fc.property(fc.stringMatching(/^[a-z0-9-]+$/), (name) => {
          expect(accepted(name), which).toBe(true);
        }),
      );
      fc.assert(
        fc.property(
          fc.string(),
          fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[a-z0-9-]/.test(c)),
          fc.string(),
          (before, other, after) => {
            expect(accepted(`${before}${other}${after}`), which).toBe(false);
          },
        ),
      );
      expect(accepted(''), which).toBe(false);
    }
  });

  it('opens in a new tab or the same one, nothing else', () => {
    expect(accepts({ target: '_blank' })).toBe(true);
    expect(accepts({ target: '_self' })).toBe(true);
    for (const target of ['_top', '_parent', '', 'blank']) expect(accepts({ target }), target).toBe(false);
  });

  it('says it has sub-items exactly when it has a submenu or dropdown links', () => {
    expect(accepts({ isItems: true, subtitles: [subtitle] })).toBe(true);
    expect(accepts({ isItems: true, items: [item({ id: 2, title: 'Web', route: '/services/web/' })] })).toBe(true);
    const mismatch = 'isItems is true exactly when the item has sub-items';
    expect(problems({ isItems: true })).toEqual([mismatch]);
    expect(problems({ subtitles: [subtitle] })).toEqual([mismatch]);
    expect(problems({ items: [item({ id: 2 })] })).toEqual([mismatch]);
  });

  it('holds sub-items that are menu items themselves, by the same rules', () => {
    expect(accepts({ isItems: true, items: [item({ id: 2, isItems: true })] })).toBe(false);
    expect(accepts({ isItems: true, items: [item({ id: 2, route: 'http://old.example/' })] })).toBe(false);
  });

  it('marked external, links to an https address', () => {
    expect(accepts({ external: true, route: 'https://career.example/', target: '_blank' })).toBe(true);
    expect(problems({ external: true, route: '/contacts/' })).toEqual(['an external item links to https://']);
    expect(problems({ external: true })).toEqual(['an external item links to https://']);
  });

  it('documents the fields whose meaning the name does not give', () => {
    const schema = z.toJSONSchema(MenuItemSchema, { io: 'input' }) as {
      properties: Record<string, { description?: string }>;
      $defs: Record<string, { description?: string }>;
    };
    expect(schema.properties.title?.description).toMatch(/caption/i);
    expect(schema.properties.archive?.description).toMatch(/hidden/i);
    expect(schema.properties.isItems?.description).toMatch(/sub-items/i);
    expect(schema.$defs.MenuSubtitle?.description).toMatch(/link inside a dropdown/i);
  });
});
