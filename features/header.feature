Feature: Header
  Spec section 2 "Header": the general and Bitrix24 menus have Services and Solutions dropdowns,
  Projects, Blog, Company and Contacts; the support menu has Expertise and Services dropdowns,
  Projects, Company and Contacts. The header has phone and e-mail links, a home button and a
  start-project button whose caption and target depend on the variant. A search toggle appears in
  Russian only and never on support pages. A language switch leads to the same page in the other
  language and marks the one the page is in. How the menus open and close is in desktop-menu.feature and mobile-menu.feature, and how
  the header looks as the page scrolls in header-look.feature.

  Background:
    Given the screen is desktop wide

  @spec-2.18
  Scenario Outline: The <variant> menu in <language>
    When a visitor opens "<path>"
    Then the main menu reads "<items>"
    And "<dropdowns>" open dropdowns

    Examples:
      | variant           | language | path      | items                                                  | dropdowns           |
      | general           | Russian  | /         | Услуги, Решения, Проекты, Блог, Компания, Контакты     | Услуги, Решения     |
      | general           | English  | /en/      | Services, Solutions, Projects, Blog, Company, Contacts | Services, Solutions |
      | Bitrix24          | Russian  | /bitrix24/ | Услуги, Решения, Проекты, Блог, Компания, Контакты    | Услуги, Решения     |
      | support           | Russian  | /ctp/     | Экспертиза, Услуги, Проекты, Компания, Контакты        | Экспертиза, Услуги  |
      | support           | English  | /en/ctp/  | Expertise, Services, Projects, Company, Contacts       | Expertise, Services |

  @spec-2.19 @spec-1.3
  Scenario Outline: The start-project button of the <variant> variant in <language>
    When a visitor opens "<path>"
    Then the header's start-project button reads "<caption>" and leads to "<target>"

    Examples:
      | variant           | language | path                   | caption               | target                 |
      | general           | Russian  | /services/web/         | Начать проект         | /feedback/             |
      | general           | English  | /en/services/web/      | Start a project       | /en/feedback/          |
      | Bitrix24          | Russian  | /bitrix24/Crm/         | Начать работу         | /feedback-bitrix24/    |
      | Bitrix24          | English  | /en/bitrix24/          | Start working         | /en/feedback-bitrix24/ |
      | support           | Russian  | /ctp/incident_support/ | Начать работу         | /feedback-ctp/         |
      | support           | English  | /en/ctp/               | Start working         | /en/feedback-ctp/      |
      | alternative brand | Russian  | /testing/              | Заказать тестирование | /feedback/             |

  @spec-2.19 @spec-1.4
  Scenario: The header offers the phone and the sales e-mail
    When a visitor opens "/contacts/"
    Then the header links to "tel:+74950000000" as "Позвонить по номеру +7 (495) 000-00-00"
    And the header links to "mailto:sales@severny-kod.example" as "Написать на sales@severny-kod.example"

  @spec-2.20
  Scenario Outline: The search toggle shows in Russian only, and never on support pages: <path>
    When a visitor opens "<path>"
    Then the search toggle is <search>

    Examples:
      | path            | search |
      | /               | shown  |
      | /bitrix24/Kedo/ | shown  |
      | /en/            | absent |
      | /ctp/           | absent |
      | /ctp/development/ | absent |

  @spec-2.20 @spec-4.4
  Scenario: The search toggle opens a search form that leads to the search page
    When a visitor opens "/"
    And they press "Поиск"
    And they search for "битрикс"
    Then the address is "/search/?q=битрикс"
    And the main heading is "Поиск по сайту"

  @smoke @spec-2.21
  Scenario: The language switch leads to the same page in English
    When a visitor opens "/services/ux-ui-design/"
    And they follow the link "English"
    Then the address is "/en/services/ux-ui-design/"
    And the page language is "en"

  @spec-2.21
  Scenario: The language switch leads back to the same page in Russian
    When a visitor opens "/en/services/ux-ui-design/"
    And they follow the link "Русский"
    Then the address is "/services/ux-ui-design/"
    And the page language is "ru"

  @spec-2.21
  Scenario Outline: The language switch marks the language the page is in: <language>
    When a visitor opens "<path>"
    Then the language switch marks "<language>" as the current language

    Examples:
      | path                       | language |
      | /services/ux-ui-design/    | Русский  |
      | /en/services/ux-ui-design/ | English  |
