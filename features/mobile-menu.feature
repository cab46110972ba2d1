@spec-4.1 @spec-2.22
Feature: The mobile menu
  Spec section 4 "Mobile menu": closed to open via the burger; tapping a group opens its submenu and
  hides the logo; back closes the submenu; following a link closes everything and unlocks scrolling.
  Below 1024 px (spec section 9 "desktop") the burger replaces the desktop menu.

  @smoke
  Scenario: The burger opens a full-height menu that locks the page's scrolling
    Given the screen is 375 px wide
    When a visitor opens "/"
    And they press "Открыть меню"
    Then the menu "Меню сайта" covers the screen
    And the page behind it does not scroll
    And the menu offers the phone "+7 (495) 000-00-00"

  Scenario: A group of the menu opens its submenu, with a back caption
    Given the screen is 375 px wide
    And a visitor has opened "/"
    And they have pressed "Открыть меню"
    When they press "Услуги" in the menu
    Then the menu shows the back button "Назад"
    And the menu shows the link "Интернет-магазин"

  Scenario: Back closes the submenu
    Given the screen is 375 px wide
    And a visitor has opened "/"
    And they have pressed "Открыть меню"
    And they have pressed "Услуги" in the menu
    When they press "Назад" in the menu
    Then the menu shows the button "Решения"

  Scenario: Following a link of the menu closes it and the page scrolls again
    Given the screen is 375 px wide
    And a visitor has opened "/"
    And they have pressed "Открыть меню"
    When they follow "Контакты" in the menu
    Then the address is "/contacts/"
    And the menu is closed
    And the page scrolls again

  Scenario: The open menu shows the logo
    Given the screen is 768 px wide
    When a visitor opens "/en/"
    And they press "Open menu"
    Then the menu shows the logo

  Scenario: A submenu takes the logo's place
    Given the screen is 768 px wide
    And a visitor has opened "/en/"
    And they have pressed "Open menu"
    When they press "Solutions" in the menu
    Then the menu hides the logo
    And the menu shows the back button "Back"

  Scenario: Back from a submenu brings the logo back
    Given the screen is 768 px wide
    And a visitor has opened "/en/"
    And they have pressed "Open menu"
    And they have pressed "Solutions" in the menu
    When they press "Back" in the menu
    Then the menu shows the logo

  Scenario: Following a link from a submenu closes everything
    Given the screen is 375 px wide
    And a visitor has opened "/ctp/"
    And they have pressed "Открыть меню"
    And they have pressed "Экспертиза" in the menu
    When they follow "Комплексная поддержка" in the menu
    Then the menu is closed
    And the page scrolls again

  Scenario Outline: At <width> px the <control> shows
    Given the screen is <width> px wide
    When a visitor opens "/"
    Then the <control> shows

    Examples:
      | width | control      |
      | 1023  | burger       |
      | 1024  | desktop menu |
