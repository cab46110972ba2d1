/**
 * The one place that names the (fictional) agency. A real agency changes this file and nothing else.
 * Domains are reserved example domains (RFC 2606 / RFC 6761); the phone is an obviously fictional
 * number from the range Russian regulators keep for drama and fiction (+7 495 000-00-00 pattern).
 */
export const brand = {
  name: { ru: 'Северный Код', en: 'Severny Kod' },
  /** The alternative brand: a software-testing company served under /testing/. */
  altName: { ru: 'Северный Код Тестирование', en: 'Severny Kod Testing' },
  phone: { display: '+7 (495) 000-00-00', tel: '+74950000000' },
  salesEmail: 'sales@severny-kod.example',
  /** Canonical origin of each locale: each locale has its own domain. */
  origins: { ru: 'https://severny-kod.example', en: 'https://severny-kod-en.example' },
  external: {
    career: 'https://career.severny-kod.example/',
    network: 'https://network.severny-kod.example/',
    academy: 'https://academy.severny-kod.example/',
    qualityTesting: 'https://testing.severny-kod.example/',
    b2bPlatform: 'https://b2b-platform.example/',
    productTasks: 'https://tasks-app.example/',
    productMonitoring: 'https://monitoring-app.example/',
  },
  social: {
    ru: [
      { id: 1, name: 'telegram', linkSrc: 'https://t.me/severny_kod_example', text: 'Telegram' },
      { id: 2, name: 'vk', linkSrc: 'https://vk.com/severny_kod_example', text: 'ВКонтакте' },
      { id: 3, name: 'habr', linkSrc: 'https://habr.com/ru/companies/severny_kod_example/', text: 'Хабр' },
    ],
    en: [
      { id: 1, name: 'linkedin', linkSrc: 'https://www.linkedin.com/company/severny-kod-example/', text: 'LinkedIn' },
      { id: 2, name: 'github', linkSrc: 'https://github.com/severny-kod-example', text: 'GitHub' },
    ],
  },
  /**
   * Ratings and awards, shown in the footer as a lazy block (spec section 4). Fictional, like the
   * brand: the rating names are generic on purpose. `testing` is the alternative brand's list.
   */
  awards: {
    agency: [
      {
        id: 1,
        year: 2026,
        title: { ru: 'Рейтинг веб-студий России', en: 'Russian web studio rating' },
        result: { ru: '4\u00a0место\u00a0— интернет-магазины', en: '4th place, online stores' },
      },
      {
        id: 2,
        year: 2026,
        title: { ru: 'Партнёр Битрикс24', en: 'Bitrix24 partner' },
        result: {
          ru: 'Золотой статус, 38\u00a0внедрений за\u00a0год',
          en: 'Gold status, 38\u00a0implementations a year',
        },
      },
      {
        id: 3,
        year: 2025,
        title: { ru: 'Премия «Цифровой B2B»', en: 'Digital B2B Award' },
        result: { ru: 'Победитель\u00a0— B2B-портал дистрибьютора', en: 'Winner, a distributor B2B portal' },
      },
      {
        id: 4,
        year: 2025,
        title: { ru: 'Рейтинг техподдержки сайтов', en: 'Website support rating' },
        result: { ru: 'Топ-10, SLA 99,9\u00a0%', en: 'Top 10, 99.9% SLA' },
      },
    ],
    testing: [
      {
        id: 1,
        year: 2026,
        title: { ru: 'Рейтинг QA-компаний', en: 'QA company rating' },
        result: { ru: '7\u00a0место\u00a0— нагрузочное тестирование', en: '7th place, load testing' },
      },
      {
        id: 2,
        year: 2025,
        title: { ru: 'Конференция по\u00a0качеству ПО', en: 'Software quality conference' },
        result: { ru: 'Лучший доклад об\u00a0автотестах', en: 'Best talk on test automation' },
      },
    ],
  },
} as const;

export type Brand = typeof brand;
