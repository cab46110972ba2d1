import { describe, expect, it } from 'vitest';
import { SocialLinkSchema } from '../../contracts/footer.ts';
import type { MenuItem } from '../../contracts/menu.ts';
import { brand } from '../../site/config/brand.ts';
import { pagesFromFixtures } from '../../tools/fixtures/fixtureLinks.ts';
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
    expect(titles(headerMenu('ctp', 'ru'))).toEqual(['Экспертиза', 'Услуги', 'Проекты', 'Компания', 'Контакты']);
    expect(headerMenu('ctp', 'en').map((item) => item.isItems)).toEqual([true, true, false, false, false]);
  });

  it('alternative brand: a Services dropdown of its four testing pages, Blog, Contacts, Career', () => {
    expect(titles(headerMenu('testing', 'ru'))).toEqual(['Услуги', 'Блог', 'Контакты', 'Карьера']);
    expect(titles(headerMenu('testing', 'en'))).toEqual(['Services', 'Blog', 'Contacts', 'Career']);
    const [services, blog, contacts, career] = headerMenu('testing', 'en');
    expect(routes(services ? [services] : []).filter((route) => route.startsWith('/testing/'))).toEqual(
      expect.arrayContaining([
        '/testing/functional-testing/',
        '/testing/security-testing/',
        '/testing/test-automation/',
        '/testing/load-testing/',
      ]),
    );
    expect(services?.items.flatMap((group) => group.subtitles)).toHaveLength(4);
    expect([blog?.route, contacts?.route]).toEqual(['/blog/', '/contacts/']);
    expect(career).toMatchObject({ route: brand.external.career, external: true, target: '_blank' });
  });

  it('only the alternative brand links outside the site, and only to the career site', () => {
    for (const variant of MENU_VARIANTS)
      for (const locale of ['ru', 'en'] as const) {
        const outside = routes(headerMenu(variant, locale)).filter((route) => !route.startsWith('/'));
        expect(outside, `${variant} ${locale}`).toEqual(variant === 'testing' ? [brand.external.career] : []);
      }
  });

  it('every menu is sorted by id, the same in both locales, and links only to pages that exist', async () => {
    const pages = await pagesFromFixtures();
    for (const variant of MENU_VARIANTS) {
      const [ru, en] = [headerMenu(variant, 'ru'), headerMenu(variant, 'en')];
      expect(ru.map((item) => item.id)).toEqual([...ru.map((item) => item.id)].sort((a, b) => a - b));
      expect(routes(en)).toEqual(routes(ru));
      expect(
        routes(ru).filter((route) => route.startsWith('/') && !pages.has(route)),
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
