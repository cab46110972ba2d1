@spec-9.12
Feature: Lazy images
  Spec section 9 "Other": "Lazy-image preload 1.7 with 2 attempts" (site/rules/lazyImage.ts). An image
  below the fold starts loading when it comes within 1.7 viewport heights of the visible area, not
  before; one that fails to load is tried twice more, 3 requests in all, and then its description (its
  alt text) takes its place. The first image of a page (the hero's) loads at once, with a high priority.

  Background:
    Given the window is 1280 by 400 px

  Scenario Outline: An image <distance> viewports below the window <state>
    When a visitor opens "/clients/"
    And they scroll until the image "Логотип: «ОбувьСтиль»" is <distance> viewports below the window
    Then the image "Логотип: «ОбувьСтиль»" <state>

    Examples:
      | distance | state                   |
      | 1.6      | has started loading     |
      | 1.8      | has not started loading |

  Scenario: An image that cannot be loaded is tried 3 times, then its description shows
    Given every request for "/images/clients/uyut.svg" fails
    When a visitor opens "/clients/"
    Then "/images/clients/uyut.svg" has been requested 3 times in all and its description shows in its place
    And in place of the image the page reads "Логотип: Мебельная сеть «Уют»"
