import { describe, expect, it } from 'vitest';
import { FooterDataSchema } from '../../contracts/footer.ts';
import { MenuItemSchema } from '../../contracts/menu.ts';
import { z } from '../../contracts/zod.ts';
import { footerData } from '../../site/config/footers.ts';
import { headerMenu, MENU_VARIANTS } from '../../site/config/menus.ts';
import { FOOTER_VARIANTS } from '../../site/config/variants.ts';
import { LOCALES } from '../../contracts/locale.ts';

// The header menus and footers are static data the browser loads, so they are checked here against
// their contracts instead of being parsed at import (decision 008). parse(x) = x also proves the data
// is written in its parsed form: no field relies on a default the browser would never apply.
describe('the menus and footers data matches its contracts', () => {
  for (const variant of MENU_VARIANTS)
    for (const locale of LOCALES)
      it(`the ${variant} header menu in ${locale} is valid menu items, defaults written out`, () => {
        const menu = headerMenu(variant, locale);
        expect(z.array(MenuItemSchema).parse(menu)).toEqual(menu);
      });

  for (const variant of FOOTER_VARIANTS)
    for (const locale of LOCALES)
      it(`the ${variant} footer in ${locale} is valid footer data, defaults written out`, () => {
        const footer = footerData(variant, locale);
        expect(FooterDataSchema.parse(footer)).toEqual(footer);
      });

  it('a menu item that breaks the contract is caught', () => {
    const [first] = headerMenu('general', 'ru');
    expect(z.array(MenuItemSchema).safeParse([{ ...first, isItems: false }]).success).toBe(false);
  });
});
