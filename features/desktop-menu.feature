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
  Scenario: Hovering a menu item opens its dropdown; leaving the menu closes it
    When a visitor opens "/"
    And they point at "Услуги"
    Then the dropdown "Услуги" is open
    And they see the link "Интернет-магазин" to "/services/sozdanie-internet-magazina/"
    When they point away from the menu
    Then the dropdown "Услуги" is closed

  Scenario: Moving along the menu switches dropdowns, sliding in from the side the pointer came from
    When a visitor opens "/"
    And they point at "Услуги"
    Then the dropdown "Услуги" slides in from the left
    When they point at "Решения"
    Then the dropdown "Решения" is open
    And the dropdown "Услуги" is closed
    And the dropdown "Решения" slides in from the left
    When they point at "Услуги"
    Then the dropdown "Услуги" slides in from the right

  Scenario: After the menu closed, the next dropdown starts afresh
    When a visitor opens "/en/"
    And they point at "Solutions"
    And they point away from the menu
    And they point at "Services"
    Then the dropdown "Services" slides in from the left

  Scenario: A dropdown works from the keyboard
    When a visitor opens "/en/"
    And they move the keyboard focus to "Solutions" and press "Enter"
    Then the dropdown "Solutions" is open
    When they press the key "Escape"
    Then the dropdown "Solutions" is closed
    And the keyboard focus is on "Solutions"

  Scenario Outline: <key> on the open dropdown's button closes it
    When a visitor opens "/ctp/"
    And they move the keyboard focus to "Экспертиза" and press "<key>"
    Then the dropdown "Экспертиза" is open
    When they press the key "<key>"
    Then the dropdown "Экспертиза" is closed

    Examples:
      | key   |
      | Enter |
      | Space |
