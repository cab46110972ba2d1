import type { FooterData } from '../../contracts/footer.ts';
import { LOCALES, type Locale } from '../../contracts/locale.ts';
import { brand } from './brand.ts';
import { FOOTER_VARIANTS, type SiteVariant, type FooterVariant } from './variants.ts';

/**
 * The footers of spec section 2 "Footer" as static data, typed by the footer contract (spec section 3)
 * and checked against its schema by a unit test (spec/unit/configData.test.ts), not when this module
 * loads: the browser loads this module, and parsing here would ship zod to every page (decision 008).
 * The data is written in its parsed form (defaults included), so the test can require parse(x) = x: the general footer in its Russian and English forms (the English
 * site is smaller: fewer links, other social links), the support footer with its dropdown sections, and
 * the alternative brand's footer whose company links go to the career site.
 */

/** The site variant whose logo target and brand name a footer shows. */
export const FOOTER_BRAND_VARIANT: Record<FooterVariant, SiteVariant> = {
  general: 'general',
  support: 'ctp',
  testing: 'testing',
};

/** The footer's start-project link: the support footer leads to the support enquiry. */
export const FOOTER_CTA: Record<FooterVariant, string> = {
  general: '/feedback/',
  support: '/feedback-ctp/',
  testing: '/feedback/',
};

/** Where the static personal-data policy lives under site/public (tools/policyPdf.ts prints it). */
export const PERSONAL_DATA_POLICY_FILES: Record<Locale, string> = {
  ru: '/docs/personal-data-policy.pdf',
  en: '/docs/personal-data-policy-en.pdf',
};

type LinkInput = { text: string; linkSrc?: string; externalLink?: string; class?: string; title?: string };
type GroupInput = FooterData['groups'][number];

const page = (text: string, linkSrc: string, more: Pick<LinkInput, 'class' | 'title'> = {}): LinkInput => ({
  text,
  linkSrc,
  ...more,
});
const outside = (text: string, externalLink: string, title?: string): LinkInput => ({
  text,
  externalLink,
  ...(title ? { title } : {}),
});
const numbered = (links: LinkInput[]) => links.map((link, index) => ({ id: index + 1, ...link }));

function group(
  id: number,
  name: string,
  title: string,
  links: LinkInput[],
  more: { doubleTitle?: string; doubleLinkSrc?: string; doubleLinks?: LinkInput[]; type?: 'mobile' } = {},
): GroupInput {
  const { doubleLinks, ...rest } = more;
  return {
    id,
    name,
    title,
    links: numbered(links),
    ...rest,
    ...(doubleLinks ? { doubleLinks: numbered(doubleLinks) } : {}),
  };
}

type MenuEntry = { name: string; link: string; external?: boolean };
const menuGroup = (title: string, entries: MenuEntry[]) => ({
  title,
  menu: entries.map((entry, index) => ({ id: index + 1, external: false, ...entry })),
});

const career = (path: string) => new URL(path, brand.external.career).href;

/** The canonical address of the policy; the footer shows it as a path of whichever host serves the site. */
const personalData = (locale: Locale, text: string) => ({
  id: 1,
  text,
  externalLink: new URL(PERSONAL_DATA_POLICY_FILES[locale], brand.origins[locale]).href,
  class: 'document',
});

const generalRu = (): FooterData => ({
  menuGroups: [],
  groups: [
    group(
      1,
      'services',
      'Услуги',
      [
        page('Все услуги', '/services-list/', { class: 'all' }),
        page('Веб-разработка', '/services/web/'),
        page('Создание сайтов', '/services/sozdanie-saytov/'),
        page('Корпоративные сайты', '/services/sozdanie-korporativnogo-sayta/'),
        page('Интернет-магазины', '/services/sozdanie-internet-magazina/'),
        page('Электронная коммерция', '/services/ecommerce/'),
        page('B2B-системы', '/services/b2b-systems/'),
        page('Личные кабинеты', '/services/razrabotka-lichnogo-kabineta/'),
        page('Мобильные приложения', '/services/mobilnye-prilozheniya/'),
        page('UX/UI-дизайн', '/services/ux-ui-design/'),
        page('IT-консалтинг', '/services/it-konsalting/'),
        page('Аутстаффинг', '/services/outstaffing/'),
        page('Миграция ИТ-систем', '/migraciya-it-sistem/'),
      ],
      {
        doubleTitle: 'Тестирование ПО',
        doubleLinkSrc: '/testing/',
        doubleLinks: [
          page('Функциональное тестирование', '/testing/functional-testing/'),
          page('Автоматизация тестирования', '/testing/test-automation/'),
          page('Нагрузочное тестирование', '/testing/load-testing/'),
          page('Тестирование безопасности', '/testing/security-testing/'),
        ],
      },
    ),
    group(2, 'support', 'Поддержка', [
      page('Центр технической поддержки', '/ctp/', { class: 'all' }),
      page('Поддержка сайтов по\u00a0SLA', '/ctp/support_ctp/'),
      page('Комплексная поддержка', '/ctp/complex_support/'),
      page('Поддержка интернет-магазинов', '/ctp/ecommerce_support/'),
      page('Поддержка Битрикс24', '/ctp/b24_support/'),
      page('Разовое решение инцидентов', '/ctp/incident_support/'),
      page('Развитие проектов', '/ctp/development/'),
      page('Сопровождение и\u00a0развитие', '/services/soprovozhdenie-i-razvitie/'),
      page('Техническая поддержка сайтов', '/services/tekhnicheskaya-podderzhka-saytov/'),
      page('Системное администрирование', '/services/sis-administrirovanie/'),
    ]),
    group(3, 'solutions', 'Решения', [
      page('Возможности B2B-платформы', '/solutions/b2b-platform-abilities/'),
      page('Портал поставщиков', '/solutions/portal-postavshchikov/'),
      page('PIM-системы', '/solutions/pim/'),
      page('CRM-системы', '/solutions/crm/'),
      page('HR-решения и\u00a0корпоративные порталы', '/solutions/hr/'),
      page('Интерактивные дашборды', '/solutions/interaktivnye-dashbordy/'),
      page('Мобильные задачи для\u00a0сотрудников', '/solutions/mobile-tasks/'),
      page('Приложение для\u00a0производителей', '/solutions/mobilnoe-prilozhenie-proizvoditeley/'),
      page('Внедрение OMS-систем', '/solutions/vnedrenie-oms-sistem/'),
      page('Внедрение ESB-систем', '/solutions/vnedrenie-esb-sistem/'),
      page('Внедрение APM-систем', '/solutions/vnedrenie-apm-sistem/'),
      page('Мониторинг серверов', '/solutions/server-monitoring/'),
      page('Контроль работоспособности сайтов', '/solutions/rabotosposobnost/'),
      page('Внедрение Р7-Офис', '/solutions/r7-office/'),
      page('Внедрение Naumen', '/solutions/naumen/'),
    ]),
    group(4, 'bitrix24', 'Битрикс24', [
      page('Все услуги по\u00a0Битрикс24', '/bitrix24/', { class: 'all' }),
      page('Внедрение Битрикс24', '/bitrix24/vnedrenie/'),
      page('CRM на\u00a0Битрикс24', '/bitrix24/Crm/'),
      page('CRM для\u00a0бизнеса', '/bitrix24/crm-for-business/'),
      page('Доработка Битрикс24', '/bitrix24/Dorabotka/'),
      page('Интеграция Битрикс24', '/bitrix24/integration/'),
      page('Битрикс24 Энтерпрайз', '/bitrix24/Enterprise/'),
      page('КЭДО на\u00a0Битрикс24', '/bitrix24/Kedo/'),
      page('BI-конструктор', '/bitrix24/bi-constructor/'),
      page('Битрикс24 для\u00a0бизнеса', '/solutions/bitrix24/'),
    ]),
    group(
      5,
      'projects',
      'Проекты',
      [
        page('Все проекты', '/portfolio-web-studii/', { class: 'all' }),
        page('B2B-порталы', '/portfolio-web-studii/b2b-portaly/'),
        page('Интернет-магазины', '/portfolio-web-studii/internet-magazin/'),
        page('Корпоративные сайты', '/portfolio-web-studii/korporativnyy-sayt/'),
        page('Корпоративные порталы и\u00a0HRM', '/portfolio-web-studii/corporate-portals-and-hrm-systems/'),
        page('CRM', '/portfolio-web-studii/crm/'),
        page('Мобильные приложения', '/portfolio-web-studii/mobilnye-prilozheniya/'),
        page('КЭДО', '/portfolio-web-studii/kedo/'),
        page('Сопровождение и\u00a0развитие', '/portfolio-web-studii/soprovozhdenie-i-razvitie/'),
      ],
      {
        doubleTitle: 'Отрасли',
        doubleLinks: [
          page('Промышленность', '/industries/industry/'),
          page('Металлургия', '/industries/metallurgy/'),
          page('Горно-металлургический комплекс', '/industries/gmk/'),
          page('Строительство', '/industries/constructing/'),
          page('Агропромышленный комплекс', '/industries/agro-kompleks/'),
          page('Медицина', '/industries/medicine/'),
          page('Образование', '/industries/education/'),
          page('Мебель', '/industries/furniture/'),
          page('Одежда и\u00a0обувь', '/industries/clothes-and-shoes/'),
          page('Ювелирные украшения', '/industries/jewelry/'),
        ],
      },
    ),
    group(6, 'company', 'Компания', [
      page('О\u00a0компании', '/company/'),
      page('Клиенты', '/clients/'),
      page('Отзывы', '/reviews/'),
      page('Блог', '/blog/'),
      page('Исследования', '/blog/researches/'),
      page('СМИ о\u00a0нас', '/blog/smi-o-nas/'),
      page('Контакты', '/contacts/'),
      outside('Карьера', brand.external.career, 'Вакансии и\u00a0стажировки'),
      page('Карта сайта', '/sitemap/'),
    ]),
    group(7, 'ecosystem', 'Экосистема', [
      outside('Партнёрская сеть', brand.external.network),
      outside('Академия', brand.external.academy, 'Курсы и\u00a0стажировки для\u00a0разработчиков'),
      outside(brand.altName.ru, brand.external.qualityTesting, 'Тестирование и\u00a0контроль качества ПО'),
      outside('B2B-платформа', brand.external.b2bPlatform, 'Коробочная платформа для\u00a0оптовых продаж'),
      outside('Мобильные задачи', brand.external.productTasks, 'Приложение для\u00a0выездных сотрудников'),
      outside('Мониторинг сайтов', brand.external.productMonitoring, 'Сервис мониторинга сайтов и\u00a0серверов'),
    ]),
    // On a phone the header's start-project button hides in the burger menu, so the footer offers the forms.
    group(
      8,
      'requests',
      'Оставить заявку',
      [
        page('Обсудить проект', '/feedback/'),
        page('Внедрить Битрикс24', '/feedback-bitrix24/'),
        page('Подключить техподдержку', '/feedback-ctp/'),
      ],
      { type: 'mobile' },
    ),
  ],
  social: [...brand.social.ru],
  copyright: brand.name.ru,
  privacyPolicy: { id: 1, text: 'Пользовательское соглашение', linkSrc: '/agreement/' },
  processingOfPersonalData: personalData('ru', 'Политика обработки персональных данных'),
});

const generalEn = (): FooterData => ({
  menuGroups: [],
  groups: [
    group(1, 'services', 'Services', [
      page('All services', '/services-list/', { class: 'all' }),
      page('Website development', '/services/sozdanie-saytov/'),
      page('Online stores', '/services/sozdanie-internet-magazina/'),
      page('B2B systems', '/services/b2b-systems/'),
      page('Mobile apps', '/services/mobilnye-prilozheniya/'),
      page('UX/UI design', '/services/ux-ui-design/'),
      page('IT consulting', '/services/it-konsalting/'),
      page('Outstaffing', '/services/outstaffing/'),
      page('Website support', '/services/tekhnicheskaya-podderzhka-saytov/'),
    ]),
    group(2, 'solutions', 'Solutions', [
      page('B2B platform capabilities', '/solutions/b2b-platform-abilities/'),
      page('Supplier portal', '/solutions/portal-postavshchikov/'),
      page('PIM systems', '/solutions/pim/'),
      page('CRM systems', '/solutions/crm/'),
      page('HR solutions and intranets', '/solutions/hr/'),
      page('Bitrix24 for business', '/solutions/bitrix24/'),
    ]),
    group(3, 'projects', 'Projects', [
      page('All projects', '/portfolio-web-studii/', { class: 'all' }),
      page('B2B portals', '/portfolio-web-studii/b2b-portaly/'),
      page('Online stores', '/portfolio-web-studii/internet-magazin/'),
      page('Corporate websites', '/portfolio-web-studii/korporativnyy-sayt/'),
      page('Mobile apps', '/portfolio-web-studii/mobilnye-prilozheniya/'),
    ]),
    group(4, 'company', 'Company', [
      page('About us', '/company/'),
      page('Clients', '/clients/'),
      page('Testimonials', '/reviews/'),
      page('Blog', '/blog/'),
      page('Contacts', '/contacts/'),
      outside('Careers', brand.external.career, 'Vacancies and internships'),
      page('Sitemap', '/sitemap/'),
    ]),
    group(
      5,
      'requests',
      'Get in touch',
      [page('Discuss a project', '/feedback/'), page('Request support', '/feedback-ctp/')],
      { type: 'mobile' },
    ),
  ],
  social: [...brand.social.en],
  copyright: brand.name.en,
  privacyPolicy: { id: 1, text: 'Terms of use', linkSrc: '/agreement/' },
  processingOfPersonalData: personalData('en', 'Personal data processing policy'),
});

const supportRu = (): FooterData => ({
  groups: [
    group(1, 'ctp', 'Центр поддержки', [
      page('О\u00a0центре поддержки', '/ctp/', { class: 'all' }),
      page('Подключить поддержку', '/feedback-ctp/'),
      page('Условия оказания услуг', '/agreement-ctp/'),
      page('Проекты на\u00a0поддержке', '/portfolio-web-studii/soprovozhdenie-i-razvitie/'),
    ]),
  ],
  menuGroups: [
    menuGroup('Экспертиза', [
      { name: 'Поддержка Битрикс24', link: '/ctp/b24_support/' },
      { name: 'Поддержка интернет-магазинов', link: '/ctp/ecommerce_support/' },
      { name: 'Комплексная поддержка', link: '/ctp/complex_support/' },
      { name: 'Системное администрирование', link: '/services/sis-administrirovanie/' },
    ]),
    menuGroup('Услуги', [
      { name: 'Поддержка сайтов по\u00a0SLA', link: '/ctp/support_ctp/' },
      { name: 'Разовое решение инцидентов', link: '/ctp/incident_support/' },
      { name: 'Развитие проектов', link: '/ctp/development/' },
      { name: 'Условия технической поддержки', link: '/agreement-ctp/' },
      { name: 'Заявка на\u00a0поддержку', link: '/feedback-ctp/' },
    ]),
    menuGroup('Компания', [
      { name: 'О\u00a0компании', link: '/company/' },
      { name: 'Клиенты', link: '/clients/' },
      { name: 'Отзывы', link: '/reviews/' },
      { name: 'Контакты', link: '/contacts/' },
      { name: 'Карьера', link: brand.external.career, external: true },
    ]),
  ],
  social: [...brand.social.ru],
  copyright: brand.name.ru,
  privacyPolicy: { id: 1, text: 'Условия технической поддержки', linkSrc: '/agreement-ctp/' },
  processingOfPersonalData: personalData('ru', 'Политика обработки персональных данных'),
});

const supportEn = (): FooterData => ({
  groups: [
    group(1, 'ctp', 'Support centre', [
      page('About the support centre', '/ctp/', { class: 'all' }),
      page('Request support', '/feedback-ctp/'),
      page('Terms of service', '/agreement-ctp/'),
      page('Projects we support', '/portfolio-web-studii/soprovozhdenie-i-razvitie/'),
    ]),
  ],
  menuGroups: [
    menuGroup('Expertise', [
      { name: 'Bitrix24 support', link: '/ctp/b24_support/' },
      { name: 'Online store support', link: '/ctp/ecommerce_support/' },
      { name: 'Full-service support', link: '/ctp/complex_support/' },
      { name: 'System administration', link: '/services/sis-administrirovanie/' },
    ]),
    menuGroup('Services', [
      { name: 'SLA-based website support', link: '/ctp/support_ctp/' },
      { name: 'One-off incident resolution', link: '/ctp/incident_support/' },
      { name: 'Ongoing development', link: '/ctp/development/' },
      { name: 'Technical support terms', link: '/agreement-ctp/' },
      { name: 'Support enquiry', link: '/feedback-ctp/' },
    ]),
    menuGroup('Company', [
      { name: 'About us', link: '/company/' },
      { name: 'Clients', link: '/clients/' },
      { name: 'Testimonials', link: '/reviews/' },
      { name: 'Contacts', link: '/contacts/' },
      { name: 'Careers', link: brand.external.career, external: true },
    ]),
  ],
  social: [...brand.social.en],
  copyright: brand.name.en,
  privacyPolicy: { id: 1, text: 'Technical support terms', linkSrc: '/agreement-ctp/' },
  processingOfPersonalData: personalData('en', 'Personal data processing policy'),
});

const testingRu = (): FooterData => ({
  menuGroups: [],
  groups: [
    group(1, 'testing', 'Тестирование', [
      page('Все услуги тестирования', '/testing/', { class: 'all' }),
      page('Функциональное тестирование', '/testing/functional-testing/'),
      page('Автоматизация тестирования', '/testing/test-automation/'),
      page('Нагрузочное тестирование', '/testing/load-testing/'),
      page('Тестирование безопасности', '/testing/security-testing/'),
    ]),
    group(2, 'company', 'Компания', [
      outside('О\u00a0команде', brand.external.career, 'Карьерный сайт'),
      outside('Вакансии', career('vacancies/')),
      outside('Стажировки для\u00a0тестировщиков', career('internship/')),
    ]),
    group(3, 'more', 'Блог и\u00a0контакты', [
      page('Блог', '/blog/'),
      page('Статьи о\u00a0технологиях', '/blog/technologies/'),
      page('Контакты', '/contacts/'),
      page('Обсудить проект', '/feedback/'),
    ]),
  ],
  social: [...brand.social.ru],
  copyright: brand.altName.ru,
  privacyPolicy: { id: 1, text: 'Пользовательское соглашение', linkSrc: '/agreement/' },
  processingOfPersonalData: personalData('ru', 'Политика обработки персональных данных'),
});

const testingEn = (): FooterData => ({
  menuGroups: [],
  groups: [
    group(1, 'testing', 'Testing', [
      page('All testing services', '/testing/', { class: 'all' }),
      page('Functional testing', '/testing/functional-testing/'),
      page('Test automation', '/testing/test-automation/'),
      page('Load testing', '/testing/load-testing/'),
      page('Security testing', '/testing/security-testing/'),
    ]),
    group(2, 'company', 'Company', [
      outside('About the team', brand.external.career, 'Careers site'),
      outside('Vacancies', career('vacancies/')),
      outside('QA internships', career('internship/')),
    ]),
    group(3, 'more', 'Blog and contacts', [
      page('Blog', '/blog/'),
      page('Technology articles', '/blog/technologies/'),
      page('Contacts', '/contacts/'),
      page('Discuss a project', '/feedback/'),
    ]),
  ],
  social: [...brand.social.en],
  copyright: brand.altName.en,
  privacyPolicy: { id: 1, text: 'Terms of use', linkSrc: '/agreement/' },
  processingOfPersonalData: personalData('en', 'Personal data processing policy'),
});

const build: Record<FooterVariant, Record<Locale, () => FooterData>> = {
  general: { ru: generalRu, en: generalEn },
  support: { ru: supportRu, en: supportEn },
  testing: { ru: testingRu, en: testingEn },
};

const footers = Object.fromEntries(
  FOOTER_VARIANTS.map((variant) => [
    variant,
    Object.fromEntries(LOCALES.map((locale) => [locale, build[variant][locale]()])),
  ]),
) as Record<FooterVariant, Record<Locale, FooterData>>;

/** The footer of a variant in a locale, typed by its contract. */
export function footerData(variant: FooterVariant, locale: Locale): FooterData {
  return footers[variant][locale];
}
