Feature: Layouts
  Spec section 2 "Layouts": default, empty, b24, feedback, feedback-ctp, research, research-form and
  support. Each has its own navigation bar. The default and support layouts have a footer, a
  scroll-to-top control and a cookie notice; the research layout has a footer. The logo leads to
  home, /bitrix24/ or /ctp/ depending on the layout (and to /testing/ for the alternative brand),
  in the page's language. Feedback and research-form screens show a close button that goes back.
  The research layout shows "Результаты исследования" / "Research results", to /research-b2b-form/.

  @spec-2.13 @spec-2.14
  Scenario Outline: The <layout> layout: logo to <logo target>, footer <footer>, cookie notice: <cookie notice>
    When a visitor opens "<path>"
    And they wait as long as the cookie notice takes to appear
    Then the logo leads to "<logo target>"
    And the footer is <footer>
    And the cookie notice <cookie notice>

    Examples:
      | layout                     | path                                             | logo target   | footer | cookie notice |
      | default                    | /                                                | /             | shown  | shows         |
      | default, English           | /en/contacts/                                    | /en/          | shown  | shows         |
      | default, alternative brand | /testing/load-testing/                           | /testing/     | shown  | shows         |
      | support                    | /ctp/development/                                | /ctp/         | shown  | shows         |
      | support, English           | /en/ctp/                                         | /en/ctp/      | shown  | shows         |
      | b24                        | /bitrix24/Kedo/                                  | /bitrix24/    | absent | does not show |
      | b24, English               | /en/bitrix24/                                    | /en/bitrix24/ | absent | does not show |
      | research                   | /research-b2b/                                   | /             | shown  | does not show |
      | research-form              | /research-hr-tech-form/                          | /             | absent | does not show |
      | feedback                   | /feedback/                                       | /             | absent | does not show |
      | feedback, Bitrix24         | /feedback-bitrix24/                              | /bitrix24/    | absent | does not show |
      | feedback-ctp               | /en/feedback-ctp/                                | /en/ctp/      | absent | does not show |
      | empty                      | /blog-test/forum-optovaya-torgovlya-onlayn-2026/ | /             | absent | does not show |

  @spec-2.13
  Scenario Outline: Scrolled to its bottom, a page of the <layout> layout: scroll-to-top control <scroll-to-top>
    When a visitor opens "<path>"
    And they scroll to the bottom of the page
    Then the scroll-to-top control <scroll-to-top>

    Examples:
      | layout        | path                                             | scroll-to-top |
      | default       | /                                                | shows         |
      | support       | /ctp/development/                                | shows         |
      | b24           | /bitrix24/Kedo/                                  | does not show |
      | research      | /research-b2b/                                   | does not show |
      | research-form | /research-hr-tech-form/                          | does not show |
      | feedback      | /feedback/                                       | does not show |
      | feedback-ctp  | /en/feedback-ctp/                                | does not show |
      | empty         | /blog-test/forum-optovaya-torgovlya-onlayn-2026/ | does not show |

  @spec-2.16
  Scenario Outline: The research layout links to the research results form, in <language>
    When a visitor opens "<path>"
    Then they see the link "<caption>" to "<target>" in the header

    Examples:
      | language | path                                | caption                  | target                 |
      | Russian  | /research-b2b-ecommerce/            | Результаты исследования  | /research-b2b-form/    |
      | English  | /en/research-b2b-ecommerce/results/ | Research results         | /en/research-b2b-form/ |

  @smoke @spec-2.15
  Scenario: The close button of a form screen goes back to where the visitor came from
    Given a visitor opens "/services/b2b-systems/"
    And they follow the link "Начать проект"
    And the address is "/feedback/"
    When they press "Закрыть"
    Then the address is "/services/b2b-systems/"

  @spec-2.15
  Scenario: With no page to go back to, the close button leads home in the visitor's language
    Given a visitor opens "/en/research-b2b-form/"
    When they press "Close"
    Then the address is "/en/"
