@spec-4.9 @spec-3.2
Feature: Accordion (frequently asked questions)
  Spec section 4 "Accordion": one item is open at a time; clicking the open one closes it; optionally
  the first opens initially (the "firstActive" option of spec section 3). Titles and texts are
  rendered as HTML, sanitised by an allow-list when the content is loaded. Every answer is in the
  page's HTML, so it can be found by search engines; closed answers are hidden. By keyboard, Enter
  and Space toggle a question and Escape closes the open one (decision).

  Scenario: With "firstActive" the first question is open when the page opens
    When a visitor opens "/solutions/bitrix24/"
    Then the question "Облако или коробка — что выбрать?" is open
    And the question "Сколько стоят лицензии?" is closed

  Scenario: Without it every question starts closed
    When a visitor opens "/bitrix24/Crm/"
    Then no question is open

  @smoke
  Scenario: Opening a question closes the one that was open
    When a visitor opens "/solutions/bitrix24/"
    And they press the question "Сколько стоят лицензии?"
    Then the question "Сколько стоят лицензии?" is open
    And the question "Облако или коробка — что выбрать?" is closed

  Scenario: Pressing the open question closes it
    Given a visitor has opened "/solutions/bitrix24/"
    And they have pressed the question "Можно ли перейти на Битрикс24 с amoCRM?"
    When they press the question "Можно ли перейти на Битрикс24 с amoCRM?"
    Then no question is open

  Scenario: Answers are formatted HTML: links and emphasis, never tags shown as text
    When a visitor opens "/solutions/bitrix24/"
    And they press the question "Что будет после запуска?"
    Then the answer to "Что будет после запуска?" links to "/ctp/b24_support/" as "поддержка по SLA"
    And the answer to "Что будет после запуска?" shows no markup as text

  Scenario Outline: By keyboard, <key> opens a question
    When a visitor opens "/ctp/"
    And they move the keyboard focus to the question "Какие платформы поддерживаете?" and press "<key>"
    Then the question "Какие платформы поддерживаете?" is open

    Examples:
      | key   |
      | Enter |
      | Space |

  Scenario: Escape closes the open question and leaves the keyboard focus on it
    Given a visitor has opened "/ctp/"
    And they have moved the keyboard focus to the question "Какие платформы поддерживаете?" and pressed "Enter"
    When they press the key "Escape"
    Then no question is open
    And the keyboard focus is on "Какие платформы поддерживаете?"
