@spec-10.1
Feature: Every page family is accessible and its HTML is valid
  axe-core (@axe-core/playwright) runs once over one page of every page family of
  the route table (the families of responsive.feature, the search page with results and the 404
  screen) in both languages, and over the states that show more than the page: the mobile menu open
  at 375 px, the header's search block open with results, the cookie notice shown. A page fails on
  any violation of impact "serious" or "critical" (spec/support/accessibility.ts BLOCKING_IMPACTS);
  the failure lists each one with its rule id, impact, help text and the failing selectors.
  The HTML the server sent for the page (the response body, not the hydrated DOM) is checked by
  html-validate against .htmlvalidate.json (html-validate:recommended; the rules turned off or
  relaxed, each with its reason, are listed in docs/accessibility.md) and has no errors.
  Nothing is excluded from axe: every rule runs over the whole page.

  Scenario Outline: The <family> page at <path> has no serious barriers and valid HTML
    When a visitor opens "<path>"
    Then axe finds no serious or critical violations
    And the HTML the server sent is valid

    Examples: Russian
      | family                   | path                                                    |
      | home                     | /                                                       |
      | services list            | /services-list/                                         |
      | service                  | /services/sozdanie-internet-magazina/                   |
      | mobile platform          | /services/mobilnye-prilozheniya/ios/                    |
      | migration                | /migraciya-it-sistem/                                   |
      | solution                 | /solutions/pim/                                         |
      | industry                 | /industries/metallurgy/                                 |
      | Bitrix24 home            | /bitrix24/                                              |
      | Bitrix24 page            | /bitrix24/Crm/                                          |
      | support home             | /ctp/                                                   |
      | support page             | /ctp/incident_support/                                  |
      | testing home             | /testing/                                               |
      | testing page             | /testing/load-testing/                                  |
      | company                  | /company/                                               |
      | portfolio                | /portfolio-web-studii/                                  |
      | portfolio category       | /portfolio-web-studii/kedo/                             |
      | project                  | /portfolio-web-studii/uyut-kedo/                        |
      | clients                  | /clients/                                               |
      | reviews                  | /reviews/                                               |
      | contacts                 | /contacts/                                              |
      | blog                     | /blog/                                                  |
      | blog category            | /blog/researches/                                       |
      | article                  | /blog/events/forum-optovaya-torgovlya-onlayn-2026/      |
      | article preview          | /blog-test/forum-optovaya-torgovlya-onlayn-2026/        |
      | research                 | /research-hr-tech/                                      |
      | research chapter         | /research-b2b-ecommerce/results/                        |
      | feedback form            | /feedback/                                              |
      | Bitrix24 feedback form   | /feedback-bitrix24/                                     |
      | support feedback form    | /feedback-ctp/                                          |
      | research form            | /research-work-b2b-clients-form/                        |
      | agreement                | /agreement/                                             |
      | support agreement        | /agreement-ctp/                                         |
      | sitemap                  | /sitemap/                                               |
      | search with results      | /search/?q=bitrix24                                     |
      | not found                | /no-such-page/                                          |

    Examples: English
      | family                   | path                                                    |
      | home                     | /en/                                                    |
      | services list            | /en/services-list/                                      |
      | service                  | /en/services/sozdanie-internet-magazina/                |
      | mobile platform          | /en/services/mobilnye-prilozheniya/ios/                 |
      | migration                | /en/migraciya-it-sistem/                                |
      | solution                 | /en/solutions/pim/                                      |
      | industry                 | /en/industries/metallurgy/                              |
      | Bitrix24 home            | /en/bitrix24/                                           |
      | Bitrix24 page            | /en/bitrix24/Crm/                                       |
      | support home             | /en/ctp/                                                |
      | support page             | /en/ctp/incident_support/                               |
      | testing home             | /en/testing/                                            |
      | testing page             | /en/testing/load-testing/                               |
      | company                  | /en/company/                                            |
      | portfolio                | /en/portfolio-web-studii/                               |
      | portfolio category       | /en/portfolio-web-studii/kedo/                          |
      | project                  | /en/portfolio-web-studii/uyut-kedo/                     |
      | clients                  | /en/clients/                                            |
      | reviews                  | /en/reviews/                                            |
      | contacts                 | /en/contacts/                                           |
      | blog                     | /en/blog/                                               |
      | blog category            | /en/blog/researches/                                    |
      | article                  | /en/blog/events/forum-optovaya-torgovlya-onlayn-2026/   |
      | article preview          | /en/blog-test/forum-optovaya-torgovlya-onlayn-2026/     |
      | research                 | /en/research-hr-tech/                                   |
      | research chapter         | /en/research-b2b-ecommerce/results/                     |
      | feedback form            | /en/feedback/                                           |
      | Bitrix24 feedback form   | /en/feedback-bitrix24/                                  |
      | support feedback form    | /en/feedback-ctp/                                       |
      | research form            | /en/research-work-b2b-clients-form/                     |
      | agreement                | /en/agreement/                                          |
      | support agreement        | /en/agreement-ctp/                                      |
      | sitemap                  | /en/sitemap/                                            |
      | search with results      | /en/search/?q=bitrix24                                  |
      | not found                | /en/no-such-page/                                       |

  Scenario Outline: The mobile menu open at 375 px has no serious barriers (<language>)
    Given the screen is 375 px wide
    When a visitor opens "<path>"
    And they press "<open>"
    Then the menu "<menu>" covers the screen
    And axe finds no serious or critical violations

    Examples:
      | language | path | open         | menu       |
      | Russian  | /    | Открыть меню | Меню сайта |
      | English  | /en/ | Open menu    | Site menu  |

  Scenario: The header's search block open with results has no serious barriers
    When a visitor opens "/"
    And they open the search block
    And they type "мобильн" in the search block
    And they stop typing
    Then the search block says "Найдено 7 страниц"
    And axe finds no serious or critical violations

  Scenario Outline: The cookie notice shown has no serious barriers (<language>)
    When a visitor opens "<path>"
    And they wait as long as the cookie notice takes to appear
    Then the cookie notice shows
    And axe finds no serious or critical violations

    Examples:
      | language | path |
      | Russian  | /    |
      | English  | /en/ |
