@spec-4.10 @spec-9.7
Feature: Loading bar
  Spec section 4 "Loading bar": on a client-side page change the bar starts after a 200 ms delay,
  runs to 100 percent over about 5 s, hides 500 ms after finishing and can show a failed state;
  failed requests end the indicator. Section 9: throttle 200 ms, duration 5000 ms, hide delay 500 ms;
  colour red.
  Decisions (site/rules/loadingBar.ts): the bar finishes when the next page has arrived, so a page
  change that is over within 200 ms shows no bar at all; its progress eases out, 75 % halfway through
  the 5000 ms; a failure ends it in a failed state that says so, gone 500 ms later like a finish.
  The network holds the next page back until a step lets it arrive, and the scenarios move the page's
  clock by exact amounts, so every moment is set exactly.

  Background:
    Given the network holds back the next page
    And a visitor opens "/services-list/"

  @smoke
  Scenario Outline: <elapsed> ms into a page change the loading bar <state>
    When they follow the link "Контакты" in the header
    And <elapsed> ms pass on the page's clock
    Then the loading bar <state>

    Examples:
      | elapsed | state         |
      | 199     | does not show |
      | 200     | shows         |

  Scenario: The bar is a red line across the top of the window
    When they follow the link "Контакты" in the header
    And 2700 ms pass on the page's clock
    Then the loading bar is a red line across the top of the window

  Scenario Outline: <elapsed> ms into a page change the loading bar is at <progress> %
    When they follow the link "Контакты" in the header
    And <elapsed> ms pass on the page's clock
    Then the loading bar is at <progress> %

    Examples:
      | elapsed | progress |
      | 200     | 0        |
      | 2700    | 75       |
      | 5200    | 100      |
      | 20000   | 100      |

  Scenario: Once the page has arrived, the bar is full
    When they follow the link "Контакты" in the header
    And 1000 ms pass on the page's clock
    And the next page arrives
    Then the loading bar is at 100 %

  Scenario Outline: Once the page has arrived, the full bar is still there <after> ms later: <state>
    When they follow the link "Контакты" in the header
    And 1000 ms pass on the page's clock
    And the next page arrives
    And <after> ms pass on the page's clock
    Then the loading bar <state>
    And the main heading is "Контакты"

    Examples:
      | after | state         |
      | 499   | shows         |
      | 500   | does not show |

  Scenario: A page change over within 200 ms shows no bar at all
    When they follow the link "Контакты" in the header
    And 199 ms pass on the page's clock
    And the next page arrives
    And 1 ms pass on the page's clock
    Then the loading bar does not show

  Scenario: A page change over within 200 ms shows no bar later either
    When they follow the link "Контакты" in the header
    And 199 ms pass on the page's clock
    And the next page arrives
    And 1 ms pass on the page's clock
    And they wait for the page change to finish
    Then the main heading is "Контакты"
    And the loading bar does not show

  Scenario: A page that fails to arrive ends the bar in a failed state
    When they follow the link "Контакты" in the header
    And 1000 ms pass on the page's clock
    And the next page fails to arrive
    Then the loading bar says that the page failed to load

  Scenario Outline: A page that fails to arrive ends the bar in a failed state, gone <after> ms later: <state>
    When they follow the link "Контакты" in the header
    And 1000 ms pass on the page's clock
    And the next page fails to arrive
    And <after> ms pass on the page's clock
    Then the loading bar <state>

    Examples:
      | after | state                                    |
      | 499   | says that the page failed to load        |
      | 500   | does not show                            |

  Scenario: Back is a page change too: 200 ms in, the bar shows
    When they follow the link "Контакты" in the header
    And the next page arrives
    And they wait for the page change to finish
    And they go back in the browser
    And 200 ms pass on the page's clock
    Then the loading bar shows

  Scenario: Back is a page change too: 500 ms after the page has arrived, the bar is gone
    When they follow the link "Контакты" in the header
    And the next page arrives
    And they wait for the page change to finish
    And they go back in the browser
    And 200 ms pass on the page's clock
    And the next page arrives
    And 500 ms pass on the page's clock
    Then the loading bar does not show
    And the main heading is "Услуги и решения"

  Scenario: Forward is a page change too: 200 ms in, the bar shows
    When they follow the link "Контакты" in the header
    And the next page arrives
    And they go back in the browser
    And the next page arrives
    And they wait for the page change to finish
    And they go forward in the browser
    And 200 ms pass on the page's clock
    Then the loading bar shows

  Scenario: Forward is a page change too: 500 ms after the page has arrived, the bar is gone
    When they follow the link "Контакты" in the header
    And the next page arrives
    And they go back in the browser
    And the next page arrives
    And they wait for the page change to finish
    And they go forward in the browser
    And 200 ms pass on the page's clock
    And the next page arrives
    And 500 ms pass on the page's clock
    Then the loading bar does not show
    And the main heading is "Контакты"

  Scenario: In English the bar has its English name
    When they open "/en/services-list/"
    And they follow the link "Contacts" in the header
    And 200 ms pass on the page's clock
    Then the loading bar "Page loading" shows

  Scenario: In English the failed bar says so in English
    When they open "/en/services-list/"
    And they follow the link "Contacts" in the header
    And 200 ms pass on the page's clock
    And the next page fails to arrive
    Then the loading bar says "The page failed to load"
