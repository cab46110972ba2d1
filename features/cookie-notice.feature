@spec-4.7 @spec-9.9
Feature: Cookie notice
  Spec section 4 "Cookie notice" and section 9: the notice appears 5000 ms after the page opens,
  unless the cookie successCookie equals 1. Accepting sets that cookie and hides the notice. It hides
  again while the page is scrolled past 200 px. It is collapsed (one line) or expanded (the details).
  The scenarios about the 5000 ms move the page's clock by exact amounts; the others wait for the
  notice, which moves it by the site's own delay. Russian twin: features/ru/cookie-notice.feature.

  @smoke
  Scenario Outline: <elapsed> ms after the page opens the notice <state>
    When a visitor opens "/"
    And <elapsed> ms pass on the page's clock
    Then the cookie notice <state>

    Examples:
      | elapsed | state         |
      | 4999    | does not show |
      | 5000    | shows         |

  Scenario Outline: A visitor whose successCookie is "<value>" <state>
    Given the visitor has the cookie "successCookie" set to "<value>"
    When a visitor opens "/contacts/"
    And they wait as long as the cookie notice takes to appear
    Then the cookie notice <state>

    Examples:
      | value | state                         |
      | 1     | does not show                 |
      | 0     | shows                         |
      | yes   | shows                         |

  Scenario: Accepting sets the cookie and hides the notice
    Given a visitor has waited for the cookie notice on "/"
    When they press "Принять" in the cookie notice
    Then the cookie notice does not show
    And the cookie "successCookie" is "1"

  Scenario: Once accepted, the notice does not come back on the next page
    Given a visitor has accepted the cookie notice on "/"
    When they open "/portfolio-web-studii/"
    And they wait as long as the cookie notice takes to appear
    Then the cookie notice does not show

  Scenario Outline: Scrolled to <position> px the notice <state>
    Given the window is 1280 by 800 px
    And a visitor has waited for the cookie notice on "/"
    When they scroll to <position> px
    Then the cookie notice <state>

    Examples:
      | position | state         |
      | 200      | shows         |
      | 201      | does not show |
      | 600      | does not show |

  Scenario: Back at the top of the page the notice shows again until it is accepted
    Given a visitor has waited for the cookie notice on "/"
    When they scroll to 600 px
    And they scroll to 0 px
    Then the cookie notice shows

  Scenario: The notice appears collapsed, without its details
    When a visitor opens "/"
    And they wait as long as the cookie notice takes to appear
    Then the cookie notice is collapsed, without the link "Подробнее — в Пользовательском соглашении"

  Scenario: The notice opens its details
    Given a visitor has waited for the cookie notice on "/"
    When they press "Подробнее" in the cookie notice
    Then the cookie notice is expanded, with the link "Подробнее — в Пользовательском соглашении"

  Scenario: The notice folds its details again
    Given a visitor has waited for the cookie notice on "/"
    And they have opened the cookie notice's details
    When they press "Подробнее" in the cookie notice
    Then the cookie notice is collapsed, without the link "Подробнее — в Пользовательском соглашении"

  Scenario: In English
    Given a visitor has waited for the cookie notice on "/en/"
    When they press "Accept" in the cookie notice
    Then the cookie notice does not show
    And the cookie "successCookie" is "1"
