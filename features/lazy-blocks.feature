@spec-4.5
Feature: Lazy footer blocks and the analytics counter
  Spec section 4 "Lazy footer blocks": they are revealed on the first click or when the page is
  scrolled over 10 px; the web-analytics script loads lazily on the first scroll, click or resize,
  never before. The footer's lazy block is "Ratings and awards" (decision). Offline and in tests the
  counter is the site's own no-op script, /analytics/counter.js, which sends nothing anywhere.

  Background:
    Given the window is 1280 by 800 px

  Scenario Outline: Scrolled to <position> px, the ratings and awards <state>
    When a visitor opens "/"
    And they scroll to <position> px
    Then the footer's ratings and awards <state>

    Examples:
      | position | state           |
      | 10       | do not show yet |
      | 11       | show            |

  Scenario: Until the visitor does something, the ratings and awards do not show
    When a visitor opens "/en/contacts/"
    Then the footer's ratings and awards do not show yet

  Scenario: A first click reveals the ratings and awards
    When a visitor opens "/en/contacts/"
    And they click the main heading
    Then the footer's ratings and awards show
    And the footer lists the award "Gold status, 38 implementations a year"

  Scenario: The alternative brand's footer shows its own awards
    When a visitor opens "/testing/"
    And they scroll to 500 px
    Then the footer lists the award "7 место — нагрузочное тестирование"

  Scenario: Nothing loads the analytics counter before the visitor does something
    When a visitor opens "/"
    And they do nothing on the page for a minute
    Then the analytics counter has not loaded
    And the footer's ratings and awards do not show yet

  Scenario: The first scroll loads the analytics counter
    When a visitor opens "/blog/"
    And they scroll to 5 px
    Then the analytics counter has loaded once

  Scenario: The first click loads the analytics counter
    When a visitor opens "/blog/"
    And they click the main heading
    Then the analytics counter has loaded once

  Scenario: The first resize loads the analytics counter
    When a visitor opens "/blog/"
    And the window becomes 1000 px wide
    Then the analytics counter has loaded once

  Scenario: After a first scroll, more scrolls and clicks do not load the counter again
    When a visitor opens "/blog/"
    And they scroll to 5 px
    And they scroll to 900 px
    And they click the main heading
    Then the analytics counter has loaded once

  Scenario: After a first click, more scrolls and clicks do not load the counter again
    When a visitor opens "/blog/"
    And they click the main heading
    And they scroll to 900 px
    And they click the main heading
    Then the analytics counter has loaded once

  Scenario: After a first resize, more scrolls and clicks do not load the counter again
    When a visitor opens "/blog/"
    And the window becomes 1000 px wide
    And they scroll to 900 px
    And they click the main heading
    Then the analytics counter has loaded once

  Scenario: A resize loads the counter but does not reveal the ratings and awards
    When a visitor opens "/"
    And the window becomes 900 px wide
    Then the analytics counter has loaded once
    And the footer's ratings and awards do not show yet
