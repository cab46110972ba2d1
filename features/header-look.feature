@spec-4.3 @spec-9.6 @spec-9.8
Feature: The header's look follows the scroll
  Spec section 4 "Header look" and section 9: the header is transparent (the top flag) while the
  scroll is at most 10 px; on the main page it stays transparent until the scroll passes half the
  window height; elsewhere it turns solid after about 1 % of the window height (decision: never
  before the top flag clears, so on windows up to 1000 px high that is 11 px). Above 50 px the header
  is "scrolled": a solid header then casts a shadow, a transparent one stays without background or
  shadow. It starts animating its changes 800 ms after the page opens
  (decision: a page opened mid-scroll shows the right look at once instead of fading into it).

  Background:
    Given the window is 1280 by 800 px

  @smoke
  Scenario Outline: On the main page, scrolled to <position> px, the header is <look>
    When a visitor opens "/"
    And they scroll to <position> px
    Then the header is <look>

    Examples:
      | position | look        |
      | 0        | transparent |
      | 11       | transparent |
      | 400      | transparent |
      | 401      | solid       |

  Scenario: On the main page, scrolled past the hero's top, the header floats with no background and no shadow
    When a visitor opens "/"
    And they scroll to 300 px
    Then the header is transparent
    And the header casts no shadow

  Scenario Outline: On other pages, scrolled to <position> px, the header is <look>
    When a visitor opens "/contacts/"
    And they scroll to <position> px
    Then the header is <look>

    Examples:
      | position | look        |
      | 0        | transparent |
      | 10       | transparent |
      | 11       | solid       |

  Scenario Outline: In a 2000 px high window the header waits for 1 % of it: <position> px, <look>
    Given the window is 1600 by 2000 px
    When a visitor opens "/services/sozdanie-internet-magazina/"
    And they scroll to <position> px
    Then the header is <look>

    Examples:
      | position | look        |
      | 20       | transparent |
      | 21       | solid       |

  Scenario Outline: Scrolled to <position> px, the header <shadow>
    When a visitor opens "/portfolio-web-studii/"
    And they scroll to <position> px
    Then the header <shadow>

    Examples:
      | position | shadow             |
      | 50       | casts no shadow    |
      | 51       | casts a shadow     |

  Scenario: Scrolled well down the page, the header is solid and casts a shadow
    When a visitor opens "/en/blog/"
    And they scroll to 600 px
    Then the header is solid
    And the header casts a shadow

  Scenario: Scrolling back to the top makes the header transparent again
    When a visitor opens "/en/blog/"
    And they scroll to 600 px
    And they scroll to 0 px
    Then the header is transparent
    And the header casts no shadow

  Scenario Outline: <elapsed> ms after the page opens, the header <animation>
    When a visitor opens "/contacts/"
    And <elapsed> ms pass on the page's clock
    Then the header <animation>

    Examples:
      | elapsed | animation                          |
      | 799     | changes its look without animation |
      | 800     | animates changes of its look       |
