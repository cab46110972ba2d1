@spec-9.11
Feature: Every page family fits every screen
  Spec section 9 names the breakpoints the site is made for: mobile 320, mobileMedium 375,
  mobileWide 500, tablet 768, desktop 1024, desktopSmall 1170, desktopMedium 1280 and desktopWide
  1600 px. At each of them nothing may overflow horizontally. Screenshots of each page family at
  375, 768, 1280 and 1600 px are attached to the feature report (reports/cucumber.html), so a
  person can look at every family at phone, tablet, laptop and wide-screen widths.

  Scenario Outline: The <family> page fits from 320 to 1600 px
    When a visitor opens "<path>"
    Then nothing overflows horizontally at any breakpoint of the spec
    And the report shows the page at 375, 768, 1280 and 1600 px

    Examples:
      | family                 | path                                               |
      | home                   | /                                                  |
      | services list          | /services-list/                                    |
      | service                | /services/sozdanie-internet-magazina/              |
      | mobile platform        | /services/mobilnye-prilozheniya/ios/               |
      | migration              | /migraciya-it-sistem/                              |
      | solution               | /solutions/pim/                                    |
      | industry               | /industries/metallurgy/                            |
      | Bitrix24 home          | /bitrix24/                                         |
      | Bitrix24 page          | /bitrix24/Crm/                                     |
      | support home           | /ctp/                                              |
      | support page           | /ctp/incident_support/                             |
      | testing home           | /testing/                                          |
      | testing page           | /testing/load-testing/                             |
      | company                | /company/                                          |
      | portfolio              | /portfolio-web-studii/                             |
      | portfolio category     | /portfolio-web-studii/kedo/                        |
      | project                | /portfolio-web-studii/uyut-kedo/                   |
      | clients                | /clients/                                          |
      | reviews                | /reviews/                                          |
      | contacts               | /contacts/                                         |
      | blog                   | /blog/                                             |
      | blog category          | /blog/researches/                                  |
      | article                | /blog/events/forum-optovaya-torgovlya-onlayn-2026/ |
      | article preview        | /blog-test/forum-optovaya-torgovlya-onlayn-2026/   |
      | research               | /research-hr-tech/                                 |
      | research chapter       | /research-b2b-ecommerce/results/                   |
      | feedback form          | /feedback/                                         |
      | Bitrix24 feedback form | /feedback-bitrix24/                                |
      | support feedback form  | /feedback-ctp/                                     |
      | research form          | /research-work-b2b-clients-form/                   |
      | agreement              | /agreement/                                        |
      | support agreement      | /agreement-ctp/                                    |
      | search                 | /search/                                           |
      | sitemap                | /sitemap/                                          |
