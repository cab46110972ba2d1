import { describe, expect, it } from 'vitest';
import { SocialLinkSchema } from '../../contracts/footer.ts';
import type { MenuItem } from '../../contracts/menu.ts';
import { brand } from '../../site/config/brand.ts';
import { pagesFromFixtures } from '../../mocks/fixtureLinks.ts';
import { headerMenu, MENU_VARIANTS } from '../../site/config/menus.ts';

const routes = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [item.route, ...item.subtitles.map((s) => s.route), ...routes(item.items)]);
const titles = (items: MenuItem[]) => items.map((item) => item.title);

describe('header menus (spec sections 2 and 3)', () => {
  it('general and Bitrix24: Services and Solutions dropdowns, Projects, Blog, Company, Contacts', () => {
    for (const variant of ['general', 'bitrix24'] as const) {
      expect(titles(headerMenu(variant, 'ru'))).toEqual([
        'Услуги',
        'Решения',
        'Проекты',
        'Блог',
        'Компания',
        'Контакты',
      ]);
      expect(titles(headerMenu(variant, 'en'))).toEqual([
        'Services',
        'Solutions',
        'Projects',
        'Blog',
        'Company',
        'Contacts',
      ]);
      expect(headerMenu(variant, 'ru').map((item) => item.isItems)).toEqual([true, true, false, false, false, false]);
    }
  });

  it('support: Expertise and Services dropdowns, Projects, Company, Contacts', () => {
    expect(titles(headerMenu('ctp', 'en'))).toEqual(['Expertise', 'Services', 'Projects', 'Company', 'Contacts']);
  });

  it('every menu is sorted by id, the same in both locales, and links only to pages that exist', async () => {
    const pages = await pagesFromFixtures();
    for (const variant of MENU_VARIANTS) {
      const [ru, en] = [headerMenu(variant, 'ru'), headerMenu(variant, 'en')];
      expect(ru.map((item) => item.id)).toEqual([...ru.map((item) => item.id)].sort((a, b) => a - b));
      expect(routes(en)).toEqual(routes(ru));
      expect(
        routes(ru).filter((route) => !pages.has(route)),
        variant,
      ).toEqual([]);
    }
  });
});

describe('social links of the brand config', () => {
  it('are social links as spec section 3 describes them, different in Russian and English', () => {
    for (const links of Object.values(brand.social))
      for (const link of links) expect(SocialLinkSchema.parse(link)).toEqual(link);
    expect(brand.social.en.map((l) => l.name)).not.toEqual(brand.social.ru.map((l) => l.name));
  });
});
