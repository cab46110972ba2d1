@spec-4.8
Feature: Scroll to top
  Spec section 4 "Scroll-to-top": the control is hidden until the scroll passes half the page height.
  It brings the visitor back to the top (smoothly, unless they asked for reduced motion) and puts the
  keyboard focus on the main content, so a keyboard user goes on from the top (decision).
  The page is first scrolled to its end, so the footer's lazy blocks have arrived and the page height
  no longer changes under the thresholds.

  Background:
    Given the window is 1280 by 800 px

  Scenario Outline: At half the page height plus <extra> px the control <state>
    When a visitor opens "/blog/"
    And they scroll to the bottom of the page
    And they scroll to half the page height plus <extra> px
    Then the scroll-to-top control <state>

    Examples:
      | extra | state         |
      | 0     | does not show |
      | 1     | shows         |

  @smoke
  Scenario: The control brings the visitor back to the top
    When a visitor opens "/en/portfolio-web-studii/"
    And they scroll to the bottom of the page
    And they press the scroll-to-top control
    Then the page is back at the top
    And the keyboard focus is on the main content
    And the scroll-to-top control does not show

  Scenario: Near the top the control does not show
    When a visitor opens "/contacts/"
    And they scroll to 100 px
    Then the scroll-to-top control does not show
