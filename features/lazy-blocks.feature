@spec-4.5
Feature: Lazy footer blocks and the analytics counter
  Spec section 4 "Lazy footer blocks": they are revealed on the first click or when the page is
  scrolled over 10 px; the web-analytics script loads lazily on the first scroll, click or resize,
  never before. The footer's lazy block is "Ratings and awards" (decision). Offline and in tests the
  counter is the site's own no-op script, /analytics/counter.js, which sends nothing anywhere.

  Background:
    Given the window is 1280 by 800 px
    And the page's clock is stopped

  Scenario Outline: Scrolled to <position> px, the ratings and awards <state>
    When a visitor opens "/"
    And they scroll to <position> px
    Then the footer's ratings and awards <state>

    Examples:
      | position | state           |
      | 10       | do not show yet |
      | 11       | show            |

  Scenario: A first click reveals the ratings and awards
    When a visitor opens "/en/contacts/"
    Then the footer's ratings and awards do not show yet
    When they click the main heading
    Then the footer's ratings and awards show
    And the footer lists the award "Gold status, 38 implementations a year"

  Scenario: The alternative brand's footer shows its own awards
    When a visitor opens "/testing/"
    And they scroll to 500 px
    Then the footer lists the award "7 место — нагрузочное тестирование"

  Scenario: Nothing loads the analytics counter before the visitor does something
    When a visitor opens "/"
    And 60000 ms pass on the page's clock
    Then the analytics counter has not loaded
    And the footer's ratings and awards do not show yet

  Scenario Outline: The first <interaction> loads the analytics counter, once
    When a visitor opens "/blog/"
    And <interaction>
    Then the analytics counter has loaded once
    When they scroll to 900 px
    And they click the main heading
    Then the analytics counter has loaded once

    Examples:
      | interaction                     |
      | they scroll to 5 px             |
      | they click the main heading     |
      | the window becomes 1000 px wide |

  Scenario: A resize loads the counter but does not reveal the ratings and awards
    When a visitor opens "/"
    And the window becomes 900 px wide
    Then the analytics counter has loaded once
    And the footer's ratings and awards do not show yet
