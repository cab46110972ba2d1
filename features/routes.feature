Feature: Every route of the site, in both languages
  Spec section 2 (docs/specification.md) lists every page of the site, research, form and testing ones too.
  Every page exists in Russian (unprefixed) and English (under /en/), answers 200, is rendered on
  the server with its content and has one main heading. One template renders each page family.
  The headings below are the content's own (fixtures/ru and fixtures/en).

  Scenario Outline: The <family> page answers in Russian and in English
    When a visitor opens "<path>" in Russian and in English
    Then the Russian version answers 200, in Russian, with the main heading "<Russian heading>"
    And the English version answers 200, in English, with the main heading "<English heading>"

    @spec-2.2 @spec-2.1
    Examples: static pages
      | family                 | path                                               | Russian heading                                                          | English heading                                                            |
      | home                   | /                                                  | Цифровые продукты, которые продают                                       | Digital products that sell                                                 |
      | services list          | /services-list/                                    | Услуги и решения                                                         | Services and solutions                                                     |
      | migration              | /migraciya-it-sistem/                              | Переносим ИТ-системы на российские платформы без остановки бизнеса       | We move your IT systems to Russian platforms without stopping the business |
      | company                | /company/                                          | Делаем цифровые продукты для производителей и дистрибьюторов с 2009 года | Building digital products for manufacturers and distributors since 2009    |
      | portfolio              | /portfolio-web-studii/                             | Проекты, результат которых можно посчитать                               | Projects with results you can count                                        |
      | clients                | /clients/                                          | С кем мы работаем                                                        | Who we work with                                                           |
      | reviews                | /reviews/                                          | Отзывы клиентов                                                          | What our clients say                                                       |
      | contacts               | /contacts/                                         | Контакты                                                                 | Contacts                                                                   |
      | blog                   | /blog/                                             | Пишем о том, что делаем каждый день                                      | We write about what we do every day                                        |
      | feedback form          | /feedback/                                         | Расскажите о проекте                                                     | Tell us about your project                                                 |
      | Bitrix24 feedback form | /feedback-bitrix24/                                | Обсудим ваш проект на Битрикс24                                          | Let’s discuss your Bitrix24 project                                        |
      | support feedback form  | /feedback-ctp/                                     | Заявка на техническую поддержку                                          | Request technical support                                                  |
      | agreement              | /agreement/                                        | Пользовательское соглашение                                              | Terms of use                                                               |
      | support agreement      | /agreement-ctp/                                    | Условия оказания услуг технической поддержки                             | Technical support terms                                                    |
      | search                 | /search/                                           | Поиск по сайту                                                           | Search the site                                                            |
      | sitemap                | /sitemap/                                          | Карта сайта                                                              | Sitemap                                                                    |
      | Bitrix24 home          | /bitrix24/                                         | Битрикс24, который работает по вашим регламентам                         | Bitrix24 that runs the way your company works                              |
      | support home           | /ctp/                                              | Поддержка сайтов, интернет-магазинов и Битрикс24 по SLA                  | SLA support for websites, online stores and Bitrix24                       |

    @spec-2.7
    Examples: services
      | family                 | path                                               | Russian heading                                                          | English heading                                                            |
      | service                | /services/sozdanie-internet-magazina/              | Интернет-магазин на 1С-Битрикс, который работает вместе с вашей 1С       | An online store on 1C-Bitrix that works hand in hand with your 1C          |
      | mobile platform        | /services/mobilnye-prilozheniya/ios/               | Приложения для iPhone и iPad на Swift и SwiftUI                          | iPhone and iPad apps built in Swift and SwiftUI                            |

    @spec-2.8
    Examples: solutions
      | family                 | path                                               | Russian heading                                                          | English heading                                                            |
      | solution               | /solutions/pim/                                    | Одна правильная карточка товара для всех каналов продаж                  | One correct product record for every sales channel                         |

    @spec-2.6
    Examples: industries
      | family                 | path                                               | Russian heading                                                          | English heading                                                            |
      | industry               | /industries/metallurgy/                            | B2B-порталы и цифровые продажи для металлургических компаний             | B2B portals and digital sales for metals companies                         |

    @spec-2.4
    Examples: Bitrix24 pages
      | family                 | path                                               | Russian heading                                                          | English heading                                                            |
      | Bitrix24 page          | /bitrix24/Crm/                                     | Настроим CRM Битрикс24 так, чтобы менеджеры в ней работали               | A Bitrix24 CRM your sales team will actually use                           |

    @spec-2.5
    Examples: support pages
      | family                 | path                                               | Russian heading                                                          | English heading                                                            |
      | support page           | /ctp/incident_support/                             | Сайт упал? Подключимся за 30 минут, в том числе ночью                    | Site down? We’ll be on it within 30 minutes, even at night                 |

    @spec-2.11
    Examples: the alternative brand's pages
      | family                 | path                                               | Russian heading                                                          | English heading                                                            |
      | testing home           | /testing/                                          | Находим ошибки до того, как их найдут ваши клиенты                       | We find the bugs before your customers do                                  |
      | testing page           | /testing/load-testing/                             | Узнайте предел системы до распродажи, а не во время неё                  | Find your system’s limit before the sale, not during it                    |

    @spec-2.10
    Examples: the portfolio
      | family                 | path                                               | Russian heading                                                          | English heading                                                            |
      | portfolio category     | /portfolio-web-studii/kedo/                        | КЭДО                                                                     | HR e-documents                                                             |
      | project                | /portfolio-web-studii/uyut-kedo/                   | КЭДО и онбординг для розничной сети из 37 магазинов                      | HR e-documents and onboarding for a 37-store retail chain                  |

    @spec-2.9
    Examples: the blog
      | family                 | path                                               | Russian heading                                                          | English heading                                                            |
      | blog category          | /blog/researches/                                  | Исследования                                                             | Research                                                                   |
      | article                | /blog/events/forum-optovaya-torgovlya-onlayn-2026/ | Форум «Оптовая торговля онлайн — 2026»: что B2B-порталы дают через год   | Wholesale Online Forum 2026: what B2B portals deliver a year after launch  |
      | article preview        | /blog-test/forum-optovaya-torgovlya-onlayn-2026/   | Форум «Оптовая торговля онлайн — 2026»: что B2B-порталы дают через год   | Wholesale Online Forum 2026: what B2B portals deliver a year after launch  |

    @spec-2.3
    Examples: research pages
      | family                 | path                                               | Russian heading                                                          | English heading                                                            |
      | research               | /research-hr-tech/                                 | HR-технологии в среднем и крупном бизнесе                                | HR technology in mid-size and large companies                              |
      | research chapter       | /research-b2b-ecommerce/results/                   | Результаты: что компании получили через год                              | Results: what companies got a year later                                   |
      | research form          | /research-work-b2b-clients-form/                   | Исследование работы с B2B-клиентами                                      | How B2B companies work with their customers: the full study                |

  @spec-8.1 @spec-2.9 @spec-2.10
  Scenario Outline: An unknown parameter of a page family is the 404 screen: <path>
    When a visitor opens "<path>"
    Then the response status is 404
    And they see the heading "Такой страницы не существует"

    Examples:
      | path                                   |
      | /services/no-such-service/             |
      | /solutions/blockchain/                 |
      | /industries/space/                     |
      | /ctp/night_support/                    |
      | /testing/unit-testing/                 |
      | /portfolio-web-studii/no-such-project/ |
      | /blog/no-such-category/                |
      | /blog/other/no-such-article/           |
      | /research-b2b-ecommerce/conclusion/    |

  @spec-2.9
  Scenario: An article is found only under its own category
    When a visitor opens "/blog/other/forum-optovaya-torgovlya-onlayn-2026/"
    Then the response status is 404

  @smoke @spec-10.3
  Scenario: Every address of sitemap.xml answers 200
    When a crawler reads "/sitemap.xml"
    Then it lists the pages of both languages, each on its language's own domain
    And every page it lists answers 200

  @smoke @spec-10.3
  Scenario: A page tells search engines its title, description, language versions and preview
    When a visitor opens "/en/services/web/"
    Then the document title is "Web development: custom web apps, portals and services — Severny Kod"
    And the page describes itself for search engines
    And its canonical address is "https://severny-kod-en.example/en/services/web/"
    And it names its versions: ru at "https://severny-kod.example/services/web/", en at "https://severny-kod-en.example/en/services/web/"
    And it has an Open Graph preview with the same title
    And its share picture is a PNG of 1200 × 630 on its language's domain

  @spec-10.3
  Scenario Outline: A page rendered on request has a share picture too
    When a visitor opens "<address>"
    Then its share picture is a PNG of 1200 × 630 on its language's domain

    Examples:
      | address                                |
      | /search/?q=crm                         |
      | /en/search/                            |
      | /portfolio-web-studii/unknown-project/ |
      | /en/no-such-page/                      |

  @spec-10.3 @spec-2.9
  Scenario: A preview of an article is not for search engines
    When a visitor opens "/blog-test/forum-optovaya-torgovlya-onlayn-2026/"
    Then the response status is 200
    And the page asks search engines not to index it

  @spec-10.3
  Scenario: robots.txt lets crawlers in and points to the sitemap
    When a crawler reads "/robots.txt"
    Then it says "Sitemap: https://severny-kod.example/sitemap.xml"
    And it says "Disallow: /api/"
