@backend @spec-4.4
Feature: The search page
  Spec section 5: search text has whitespace runs collapsed to one space; matching is
  case-insensitive, trimmed and normalised (spec 5.3: ё counts as е); an item matches when any of
  its keys contains the query; an empty query finds nothing. i18next's plurals word the count by the
  Russian plural rule (spec 5.4, as CLDR: one for 1, 21; few for 2-4; many for 0, 5-20). Spec section 7: the
  search index is the four files /api/services/search.json, /api/solutions/search.json,
  /api/portfolio-web-studii/search.json and /api/blog/search.json, concatenated into one list.
  The /search/ page answers on the server, so it works before any script has loaded; once hydrated
  it also searches as the visitor types (features/search.feature).

  @smoke @spec-5.4
  Scenario Outline: The count of results speaks Russian: "<query>"
    When a visitor searches the site for "<query>"
    Then they see the status "<count>"

    Examples:
      | query     | count                  |
      | аутстафф  | Найдена 1 страница     |
      | отчёт     | Найдено 2 страницы     |
      | мобильн   | Найдено 7 страниц      |
      | битрикс24 | Найдена 21 страница    |

  @spec-5.3 @spec-5.1
  Scenario: Case, surrounding spaces and runs of spaces do not matter
    When a visitor searches the site for "   БИТРИКС24   "
    Then they see the status "Найдена 21 страница"
    And the search field holds " БИТРИКС24 "

  @spec-5.3
  Scenario: "ё" and "е" are the same letter
    When a visitor searches the site for "отчет"
    Then they see the status "Найдено 2 страницы"

  @spec-5.2
  Scenario: A query of spaces finds nothing and shows no count
    When a visitor searches the site for "     "
    Then they see no search results and no count

  @spec-5.3
  Scenario: Nothing found says so, and suggests where to look
    When a visitor searches the site for "квантовый компьютер"
    Then they see the text "По запросу «квантовый компьютер» ничего не найдено."
    And they see the link "Портфолио" to "/portfolio-web-studii/"

  @spec-7.1
  Scenario: The results come from all four search indexes
    When a visitor searches the site for "b2b"
    Then the results come from the sections "Услуги, Решения, Портфолио, Блог"
    And every result links to a page of the site

  @spec-7.1 @spec-1.2
  Scenario: The English search page searches the English indexes
    When a visitor opens "/en/search/?q=bitrix24"
    Then the main heading is "Search the site"
    And every result links to a page of the site
