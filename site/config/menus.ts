import type { MenuItem } from '../../contracts/menu.ts';
import { sortMenu } from '../../contracts/sortMenu.ts';
import { LOCALES, type Locale } from '../../contracts/locale.ts';
import { brand } from './brand.ts';

/**
 * The header menus of spec section 2 "Header" as static data, typed by the menu item contract
 * (spec section 3) and checked against its schema by a unit test (spec/unit/configData.test.ts), not
 * when this module loads: the browser loads it, and parsing here would ship zod to every page
 * (decision 008). Items are written in their parsed form (every default spelled out). General and Bitrix24: Services and Solutions
 * dropdowns, Projects, Blog, Company, Contacts. Support: Expertise and Services dropdowns, Projects,
 * Company, Contacts. The alternative brand (docs/specification.md 1.3, a software-testing company under /testing/):
 * a Services dropdown of its four testing pages, Blog, Contacts and Career (the career site, external).
 * The menu variants are the site variants of site/config/variants.ts.
 */
export const MENU_VARIANTS = ['general', 'bitrix24', 'ctp', 'testing'] as const;
export type MenuVariant = (typeof MENU_VARIANTS)[number];

type Text = Record<Locale, string>;
const link = (id: number, title: Text, route: string) => ({ id, title, route });
const group = (id: number, title: Text, links: ReturnType<typeof link>[], gridColumn: number) => ({
  id,
  title,
  links,
  gridColumn,
});

const serviceGroups = [
  group(
    1,
    { ru: 'Разработка', en: 'Development' },
    [
      link(1, { ru: 'Создание сайтов', en: 'Website development' }, '/services/sozdanie-saytov/'),
      link(2, { ru: 'Корпоративный сайт', en: 'Corporate websites' }, '/services/sozdanie-korporativnogo-sayta/'),
      link(3, { ru: 'Интернет-магазин', en: 'Online stores' }, '/services/sozdanie-internet-magazina/'),
      link(4, { ru: 'Личный кабинет', en: 'Customer portals' }, '/services/razrabotka-lichnogo-kabineta/'),
      link(5, { ru: 'Веб-разработка', en: 'Web development' }, '/services/web/'),
      link(6, { ru: 'UX/UI-дизайн', en: 'UX/UI design' }, '/services/ux-ui-design/'),
    ],
    1,
  ),
  group(
    2,
    { ru: 'E-commerce и\u00a0B2B', en: 'E-commerce and B2B' },
    [
      link(1, { ru: 'B2B-системы', en: 'B2B systems' }, '/services/b2b-systems/'),
      link(2, { ru: 'Электронная коммерция', en: 'E-commerce' }, '/services/ecommerce/'),
    ],
    2,
  ),
  group(
    3,
    { ru: 'Мобильная разработка', en: 'Mobile development' },
    [
      link(1, { ru: 'Мобильные приложения', en: 'Mobile apps' }, '/services/mobilnye-prilozheniya/'),
      link(2, { ru: 'Приложения для\u00a0Android', en: 'Android apps' }, '/services/mobilnye-prilozheniya/android/'),
      link(3, { ru: 'Приложения для\u00a0iOS', en: 'iOS apps' }, '/services/mobilnye-prilozheniya/ios/'),
    ],
    2,
  ),
  group(
    4,
    { ru: 'Поддержка и\u00a0инфраструктура', en: 'Support and infrastructure' },
    [
      link(
        1,
        { ru: 'Техническая поддержка сайтов', en: 'Website support' },
        '/services/tekhnicheskaya-podderzhka-saytov/',
      ),
      link(
        2,
        { ru: 'Сопровождение и\u00a0развитие', en: 'Ongoing development' },
        '/services/soprovozhdenie-i-razvitie/',
      ),
      link(3, { ru: 'Системное администрирование', en: 'System administration' }, '/services/sis-administrirovanie/'),
    ],
    3,
  ),
  group(
    5,
    { ru: 'Консалтинг и\u00a0команда', en: 'Consulting and teams' },
    [
      link(1, { ru: 'ИТ-консалтинг', en: 'IT consulting' }, '/services/it-konsalting/'),
      link(2, { ru: 'Аутстаффинг', en: 'Outstaffing' }, '/services/outstaffing/'),
    ],
    3,
  ),
];

const solutionGroups = [
  group(
    1,
    { ru: 'Битрикс24 и\u00a0CRM', en: 'Bitrix24 and CRM' },
    [
      link(1, { ru: 'Внедрение Битрикс24', en: 'Bitrix24 implementation' }, '/solutions/bitrix24/'),
      link(2, { ru: 'CRM-системы', en: 'CRM systems' }, '/solutions/crm/'),
      link(3, { ru: 'HR-портал', en: 'HR portal' }, '/solutions/hr/'),
    ],
    1,
  ),
  group(
    2,
    { ru: 'B2B-платформы', en: 'B2B platforms' },
    [
      link(1, { ru: 'Возможности B2B-платформы', en: 'B2B platform features' }, '/solutions/b2b-platform-abilities/'),
      link(2, { ru: 'Портал поставщиков', en: 'Supplier portal' }, '/solutions/portal-postavshchikov/'),
      link(3, { ru: 'PIM-система', en: 'PIM system' }, '/solutions/pim/'),
      link(4, { ru: 'Внедрение OMS', en: 'OMS implementation' }, '/solutions/vnedrenie-oms-sistem/'),
    ],
    1,
  ),
  group(
    3,
    { ru: 'Интеграции и\u00a0мониторинг', en: 'Integration and monitoring' },
    [
      link(1, { ru: 'Внедрение ESB', en: 'ESB implementation' }, '/solutions/vnedrenie-esb-sistem/'),
      link(2, { ru: 'Внедрение APM', en: 'APM implementation' }, '/solutions/vnedrenie-apm-sistem/'),
      link(3, { ru: 'Мониторинг серверов', en: 'Server monitoring' }, '/solutions/server-monitoring/'),
      link(4, { ru: 'Работоспособность сайтов', en: 'Website availability' }, '/solutions/rabotosposobnost/'),
    ],
    2,
  ),
  group(
    4,
    { ru: 'Мобильные решения', en: 'Mobile solutions' },
    [
      link(1, { ru: 'Задачи для\u00a0выездных сотрудников', en: 'Field staff tasks' }, '/solutions/mobile-tasks/'),
      link(
        2,
        { ru: 'Приложение для\u00a0дилеров производителя', en: 'Dealer ordering app' },
        '/solutions/mobilnoe-prilozhenie-proizvoditeley/',
      ),
    ],
    3,
  ),
  group(
    5,
    { ru: 'Аналитика и\u00a0офис', en: 'Analytics and office' },
    [
      link(1, { ru: 'Интерактивные дашборды', en: 'Interactive dashboards' }, '/solutions/interaktivnye-dashbordy/'),
      link(2, { ru: 'Переход на\u00a0Р7-Офис', en: 'Moving to R7-Office' }, '/solutions/r7-office/'),
      link(3, { ru: 'Внедрение Naumen', en: 'Naumen implementation' }, '/solutions/naumen/'),
    ],
    3,
  ),
];

const bitrix24Groups = [
  group(
    1,
    { ru: 'Внедрение', en: 'Implementation' },
    [
      link(1, { ru: 'Внедрение под\u00a0ключ', en: 'Turnkey implementation' }, '/bitrix24/vnedrenie/'),
      link(2, { ru: 'Настройка CRM', en: 'CRM setup' }, '/bitrix24/Crm/'),
      link(3, { ru: 'CRM для\u00a0бизнеса', en: 'CRM by industry' }, '/bitrix24/crm-for-business/'),
      link(4, { ru: 'Коробочная версия Enterprise', en: 'Enterprise on-premise' }, '/bitrix24/Enterprise/'),
    ],
    1,
  ),
  group(
    2,
    { ru: 'Доработка и\u00a0интеграции', en: 'Development and integration' },
    [
      link(1, { ru: 'Доработка Битрикс24', en: 'Custom development' }, '/bitrix24/Dorabotka/'),
      link(2, { ru: 'Интеграции', en: 'Integrations' }, '/bitrix24/integration/'),
      link(3, { ru: 'BI-конструктор', en: 'BI constructor' }, '/bitrix24/bi-constructor/'),
      link(4, { ru: 'КЭДО', en: 'Electronic HR documents' }, '/bitrix24/Kedo/'),
    ],
    2,
  ),
];

const ctpExpertise = [
  group(
    1,
    { ru: 'Экспертиза', en: 'Expertise' },
    [
      link(1, { ru: 'Поддержка Битрикс24', en: 'Bitrix24 support' }, '/ctp/b24_support/'),
      link(2, { ru: 'Поддержка интернет-магазинов', en: 'Online store support' }, '/ctp/ecommerce_support/'),
      link(3, { ru: 'Комплексная поддержка', en: 'Full support' }, '/ctp/complex_support/'),
    ],
    1,
  ),
];
const ctpServices = [
  group(
    1,
    { ru: 'Услуги', en: 'Services' },
    [
      link(1, { ru: 'Разработка в\u00a0рамках поддержки', en: 'Development within support' }, '/ctp/development/'),
      link(2, { ru: 'Устранение инцидентов 24/7', en: '24/7 incident response' }, '/ctp/incident_support/'),
      link(3, { ru: 'Как\u00a0устроена поддержка', en: 'How support works' }, '/ctp/support_ctp/'),
    ],
    1,
  ),
];

const testingGroups = [
  group(
    1,
    { ru: 'Проверка качества', en: 'Quality assurance' },
    [
      link(1, { ru: 'Функциональное тестирование', en: 'Functional testing' }, '/testing/functional-testing/'),
      link(2, { ru: 'Тестирование безопасности', en: 'Security testing' }, '/testing/security-testing/'),
    ],
    1,
  ),
  group(
    2,
    { ru: 'Автоматизация и\u00a0нагрузка', en: 'Automation and performance' },
    [
      link(1, { ru: 'Автоматизация тестирования', en: 'Test automation' }, '/testing/test-automation/'),
      link(2, { ru: 'Нагрузочное тестирование', en: 'Load testing' }, '/testing/load-testing/'),
    ],
    2,
  ),
];

/** A menu item with the contract's defaults written out: a plain internal link with no sub-items. */
const item = (fields: Pick<MenuItem, 'id' | 'title' | 'route'> & Partial<MenuItem>): MenuItem => ({
  archive: false,
  external: false,
  isItems: false,
  items: [],
  subtitles: [],
  ...fields,
});

function dropdown(id: number, title: Text, groups: typeof serviceGroups, locale: Locale): MenuItem {
  return item({
    id,
    title: title[locale],
    route: '/',
    isItems: true,
    items: groups.map((g) =>
      item({
        id: g.id,
        title: g.title[locale],
        route: g.links[0]?.route ?? '/',
        gridColumn: g.gridColumn,
        isItems: true,
        subtitles: g.links.map((l) => ({ id: l.id, title: l.title[locale], route: l.route })),
      }),
    ),
  });
}
const plain = (id: number, title: Text, route: string, locale: Locale) => item({ id, title: title[locale], route });
/** A link to another site of the agency: marked external and opened in a new tab. */
const outside = (id: number, title: Text, route: string, locale: Locale) =>
  item({ id, title: title[locale], route, external: true, target: '_blank' });

const TEXT = {
  services: { ru: 'Услуги', en: 'Services' },
  solutions: { ru: 'Решения', en: 'Solutions' },
  expertise: { ru: 'Экспертиза', en: 'Expertise' },
  projects: { ru: 'Проекты', en: 'Projects' },
  blog: { ru: 'Блог', en: 'Blog' },
  company: { ru: 'Компания', en: 'Company' },
  contacts: { ru: 'Контакты', en: 'Contacts' },
  career: { ru: 'Карьера', en: 'Career' },
} satisfies Record<string, Text>;

const build = (variant: MenuVariant, locale: Locale): MenuItem[] => {
  if (variant === 'testing')
    return [
      dropdown(1, TEXT.services, testingGroups, locale),
      plain(2, TEXT.blog, '/blog/', locale),
      plain(3, TEXT.contacts, '/contacts/', locale),
      outside(4, TEXT.career, brand.external.career, locale),
    ];
  if (variant === 'ctp')
    return [
      dropdown(1, TEXT.expertise, ctpExpertise, locale),
      dropdown(2, TEXT.services, ctpServices, locale),
      plain(3, TEXT.projects, '/portfolio-web-studii/soprovozhdenie-i-razvitie/', locale),
      plain(4, TEXT.company, '/company/', locale),
      plain(5, TEXT.contacts, '/contacts/', locale),
    ];
  return [
    dropdown(1, TEXT.services, variant === 'bitrix24' ? bitrix24Groups : serviceGroups, locale),
    dropdown(2, TEXT.solutions, solutionGroups, locale),
    plain(3, TEXT.projects, '/portfolio-web-studii/', locale),
    plain(4, TEXT.blog, '/blog/', locale),
    plain(5, TEXT.company, '/company/', locale),
    plain(6, TEXT.contacts, '/contacts/', locale),
  ];
};

const menus = Object.fromEntries(
  MENU_VARIANTS.map((variant) => [
    variant,
    Object.fromEntries(LOCALES.map((locale) => [locale, sortMenu(build(variant, locale))])),
  ]),
) as Record<MenuVariant, Record<Locale, MenuItem[]>>;

/** The header menu of a variant in a locale, typed by its contract and sorted by id. */
export function headerMenu(variant: MenuVariant, locale: Locale): MenuItem[] {
  return menus[variant][locale];
}
