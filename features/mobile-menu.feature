@spec-4.1 @spec-2.22
Feature: The mobile menu
  Spec section 4 "Mobile menu": closed to open via the burger; tapping a group opens its submenu and
  hides the logo; back closes the submenu; following a link closes everything and unlocks scrolling.
  Below 1024 px (spec section 9 "desktop") the burger replaces the desktop menu.

  @smoke
  Scenario: The mobile burger opens a full-height menu that locks scrolling, with submenus and a back caption
    Given the screen is 375 px wide
    When a visitor opens "/"
    And they press "Открыть меню"
    Then the menu "Меню сайта" covers the screen
    And the page behind it does not scroll
    And the menu offers the phone "+7 (495) 000-00-00"
    When they press "Услуги" in the menu
    Then the menu shows the back button "Назад"
    And the menu shows the link "Интернет-магазин"
    When they press "Назад" in the menu
    Then the menu shows the button "Решения"
    When they follow "Контакты" in the menu
    Then the address is "/contacts/"
    And the menu is closed
    And the page scrolls again

  Scenario: A submenu takes the logo's place, and back brings the logo back
    Given the screen is 768 px wide
    When a visitor opens "/en/"
    And they press "Open menu"
    Then the menu shows the logo
    When they press "Solutions" in the menu
    Then the menu hides the logo
    And the menu shows the back button "Back"
    When they press "Back" in the menu
    Then the menu shows the logo

  Scenario: Following a link from a submenu closes everything
    Given the screen is 375 px wide
    When a visitor opens "/ctp/"
    And they press "Открыть меню"
    And they press "Экспертиза" in the menu
    And they follow "Комплексная поддержка" in the menu
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
