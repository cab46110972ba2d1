Feature: Footer
  Spec section 2 "Footer": link columns (services, support, solutions, Bitrix24, projects, company)
  and social links, in a Russian, an English (fewer links, other social links), a support and an
  alternative-brand variant (whose company links go to the career site, plus contacts and blog). It
  has a logo, a copyright line, privacy-policy and personal-data links (a static PDF) and contacts.
  Below desktop width the mobile footer shows; under 1024 px columns collapse into accordions whose
  panels are at most 500 px high (spec section 9). The support footer's dropdown sections (expert,
  services, company) open one at a time (spec section 4).

  @spec-2.23 @spec-2.26
  Scenario Outline: The <variant> footer
    Given the screen is desktop wide
    When a visitor opens "<path>"
    Then the footer's sections are "<sections>"
    And the footer's social links are "<social>"
    And the footer's logo leads to "<logo target>"

    Examples:
      | variant                      | path              | sections                                                                   | social                  | logo target |
      | Russian                      | /contacts/        | Контакты, Услуги, Поддержка, Решения, Битрикс24, Проекты, Компания, Экосистема | Telegram, ВКонтакте, Хабр | /           |
      | English                      | /en/contacts/     | Contacts, Services, Solutions, Projects, Company                           | LinkedIn, GitHub        | /en/        |
      | support                      | /ctp/             | Контакты, Экспертиза, Услуги, Компания, Центр поддержки                    | Telegram, ВКонтакте, Хабр | /ctp/       |
      | support, English             | /en/ctp/          | Contacts, Expertise, Services, Company, Support centre                     | LinkedIn, GitHub        | /en/ctp/    |
      | alternative brand            | /testing/         | Контакты, Тестирование, Компания, Блог и контакты                          | Telegram, ВКонтакте, Хабр | /testing/   |

  @spec-2.23 @spec-2.26
  Scenario: The alternative brand's company links go to the career site
    When a visitor opens "/testing/functional-testing/"
    Then every link of the footer's section "Компания" leads to the career site

  @spec-2.24 @spec-1.4
  Scenario Outline: The footer's contacts, copyright and legal links, in <language>
    When a visitor opens "<path>"
    Then the footer links to "tel:+74950000000" and "mailto:sales@severny-kod.example"
    And the footer's copyright names this year
    And the footer's legal links lead to "<policy>" and to the personal-data PDF "<pdf>"
    And "<pdf>" is a PDF document

    Examples:
      | language | path            | policy            | pdf                                  |
      | Russian  | /               | /agreement/       | /docs/personal-data-policy.pdf       |
      | English  | /en/company/    | /en/agreement/    | /docs/personal-data-policy-en.pdf    |
      | support  | /ctp/           | /agreement-ctp/   | /docs/personal-data-policy.pdf       |

  @spec-2.24
  Scenario Outline: The footer names its personal-data policy, in <language>
    When a visitor opens "<path>"
    Then the footer links to "<pdf>" as "<name>"

    Examples:
      | language | path         | pdf                               | name                                                                     |
      | Russian  | /            | /docs/personal-data-policy.pdf    | Политика обработки персональных данных (PDF, откроется в новой вкладке) |
      | English  | /en/company/ | /docs/personal-data-policy-en.pdf | Personal data processing policy (PDF, opens in a new tab)                |

  @spec-2.24 @spec-1.4
  Scenario Outline: The footer's phone and e-mail links say what they do, in <language>
    When a visitor opens "<path>"
    Then the footer links to "tel:+74950000000" as "<call>"
    And the footer links to "mailto:sales@severny-kod.example" as "<write>"

    Examples:
      | language | path         | call                                   | write                                 |
      | Russian  | /            | Позвонить по номеру +7 (495) 000-00-00 | Написать на sales@severny-kod.example |
      | English  | /en/company/ | Call +7 (495) 000-00-00                | Write to sales@severny-kod.example    |

  @smoke @spec-4.6
  Scenario: A section of the support footer opens to its links
    Given the screen is desktop wide
    When a visitor opens "/ctp/"
    And they open the footer section "Экспертиза"
    Then the footer section "Экспертиза" is open
    And it lists the link "Поддержка Битрикс24"

  @spec-4.6
  Scenario: Opening another section of the support footer closes the open one
    Given the screen is desktop wide
    And a visitor has opened "/ctp/"
    And they have opened the footer section "Экспертиза"
    When they open the footer section "Услуги"
    Then the footer section "Услуги" is open
    And the footer section "Экспертиза" is closed

  @spec-4.6
  Scenario: Pressing the open section of the support footer closes it
    Given the screen is desktop wide
    And a visitor has opened "/ctp/"
    And they have opened the footer section "Услуги"
    When they open the footer section "Услуги"
    Then the footer section "Услуги" is closed

  @spec-2.25
  Scenario: Under 1024 px the footer's columns are accordions, closed at first
    Given the screen is 768 px wide
    When a visitor opens "/services/web/"
    Then the footer section "Услуги" is closed

  @spec-2.25 @spec-9.10
  Scenario: Under 1024 px a footer column opens into a panel at most 500 px high
    Given the screen is 768 px wide
    And a visitor has opened "/services/web/"
    When they open the footer section "Услуги"
    Then the footer section "Услуги" is open
    And its panel is at most 500 px high
    And it lists the link "Создание сайтов"

  @spec-2.25
  Scenario: From 1024 px the footer's columns are open lists, and the mobile-only group is hidden
    Given the screen is 1024 px wide
    When a visitor opens "/services/web/"
    Then the footer's section "Услуги" is a heading, not a button
    And the footer does not show the mobile-only section "Оставить заявку"

  @spec-2.25
  Scenario: Narrowed below 1024 px, the footer shows its mobile-only group
    Given the screen is 1024 px wide
    And a visitor has opened "/services/web/"
    When the screen becomes 768 px wide
    Then the footer shows the mobile-only section "Оставить заявку"
