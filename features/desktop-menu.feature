@spec-4.2
Feature: The desktop menu
  Spec section 4 "Desktop menu": hovering an item with sub-items opens its dropdown; leaving the nav
  closes it. Opening an entry records it as active and sets the switch direction to right when the
  previous active id is greater than or equal to the new id, otherwise left (the dropdown slides in
  from that side). Closing clears the open state, the active item, the direction and the current id.
  Items are sorted by id, so an item further left has the smaller id. Click, Enter and Space toggle a
  dropdown too; Escape closes it and gives the focus back (decision: the menu works by keyboard).

  Background:
    Given the screen is desktop wide

  @smoke
  Scenario: Pointing at a menu item opens its dropdown
    When a visitor opens "/"
    And they point at "Услуги"
    Then the dropdown "Услуги" is open
    And they see the link "Интернет-магазин" to "/services/sozdanie-internet-magazina/" in the header

  Scenario: Leaving the menu closes the dropdown
    Given a visitor has opened "/"
    And they have pointed at "Услуги"
    When they point away from the menu
    Then the dropdown "Услуги" is closed

  Scenario: The first dropdown slides in from the left
    When a visitor opens "/"
    And they point at "Услуги"
    Then the dropdown "Услуги" slides in from the left

  Scenario: Moving right along the menu switches dropdowns, the new one sliding in from the left
    Given a visitor has opened "/"
    And they have pointed at "Услуги"
    When they point at "Решения"
    Then the dropdown "Решения" is open
    And the dropdown "Услуги" is closed
    And the dropdown "Решения" slides in from the left

  Scenario: Moving back left along the menu, the dropdown slides in from the right
    Given a visitor has opened "/"
    And they have pointed at "Услуги"
    And they have pointed at "Решения"
    When they point at "Услуги"
    Then the dropdown "Услуги" slides in from the right

  Scenario: After the menu closed, the next dropdown starts afresh
    When a visitor opens "/en/"
    And they point at "Solutions"
    And they point away from the menu
    And they point at "Services"
    Then the dropdown "Services" slides in from the left

  Scenario Outline: <key> on a menu item opens its dropdown
    When a visitor opens "/en/"
    And they move the keyboard focus to "Solutions" and press "<key>"
    Then the dropdown "Solutions" is open

    Examples:
      | key   |
      | Enter |
      | Space |

  Scenario: Escape closes the dropdown and gives the keyboard focus back to its item
    Given a visitor has opened "/en/"
    And they have moved the keyboard focus to "Solutions" and pressed "Enter"
    When they press the key "Escape"
    Then the dropdown "Solutions" is closed
    And the keyboard focus is on "Solutions"

  Scenario Outline: <key> on the open dropdown's item closes it
    Given a visitor has opened "/ctp/"
    And they have moved the keyboard focus to "Экспертиза" and pressed "<key>"
    When they press the key "<key>"
    Then the dropdown "Экспертиза" is closed

    Examples:
      | key   |
      | Enter |
      | Space |
