@spec-4.4
Feature: Live search
  Spec section 4 "Search block": the block toggles or is set explicitly; opening it locks the page's
  scrolling and loads the search index if it is empty; closing clears the value and the debounced
  value. Section 7: the index is /api/services/search.json, /api/solutions/search.json,
  /api/portfolio-web-studii/search.json and /api/blog/search.json, concatenated in that order.
  Section 5: search text, raw and delayed, has whitespace runs collapsed to one space; matching is
  case-insensitive, trimmed and normalised; an empty delayed value finds nothing; i18next's plurals
  word the count by the Russian plural rule.
  decisions.md: the delayed value follows 300 ms after the last keystroke; "ё" counts as "е"; the
  spec's 800 ms "search toggle delay" (section 9) is the block's reveal when the toggle opens it — the
  field takes keystrokes at once, and visitors who ask for reduced motion get no animation.
  The search toggle shows on Russian pages only, never on support pages (header.feature).
  The page's clock is stopped, so every delay is moved forward exactly, never waited for.
  The scenarios tagged @backend are those whose outcome goes through the API — the index files, the
  search page's results from the server, a failed load and its retry —, so they also run with the
  site in front of a backend; timing, wording, normalising and the block's behaviour are the
  browser's alone and do not depend on where the API is.

  Background:
    Given the page's clock is stopped

  Rule: The header's search block

    @smoke
    Scenario: The toggle opens the block and the page behind it stops scrolling, until it closes
      When a visitor opens "/"
      And they open the search block
      Then the page behind it does not scroll
      When they close the search block
      Then the search block is closed
      And the page scrolls again

    @backend
    Scenario: Opening the block loads the four search indexes in order, and only the first time
      When a visitor opens "/"
      Then no search index has been requested
      When they open the search block
      Then the search indexes requested so far are, in this order:
        | /api/services/search.json             |
        | /api/solutions/search.json            |
        | /api/portfolio-web-studii/search.json |
        | /api/blog/search.json                 |
      When they close the search block
      And they open the search block
      Then the search indexes requested so far are, in this order:
        | /api/services/search.json             |
        | /api/solutions/search.json            |
        | /api/portfolio-web-studii/search.json |
        | /api/blog/search.json                 |

    Scenario Outline: The field shows the text at once; <elapsed> ms after the last keystroke the block <outcome>
      When a visitor opens "/"
      And they open the search block
      And they type "мобильн" in the search block
      Then the search block's field holds "мобильн"
      When <elapsed> ms pass on the page's clock
      Then the search block <outcome>

      Examples:
        | elapsed | outcome                  |
        | 299     | shows no results         |
        | 300     | says "Найдено 7 страниц" |

    Scenario: Every keystroke starts the 300 ms again
      When a visitor opens "/"
      And they open the search block
      And they type "моб" in the search block
      And 200 ms pass on the page's clock
      And they type "ильн" in the search block
      And 299 ms pass on the page's clock
      Then the search block shows no results
      When 1 ms pass on the page's clock
      Then the search block says "Найдено 7 страниц"
      And the search block lists 7 pages

    Scenario Outline: The count speaks Russian: "<query>"
      When a visitor opens "/"
      And they open the search block
      And they type "<query>" in the search block
      And 300 ms pass on the page's clock
      Then the search block says "<count>"
      And the search block lists <pages> pages

      Examples:
        | query     | count               | pages |
        | аутстафф  | Найдена 1 страница  | 1     |
        | отчёт     | Найдено 2 страницы  | 2     |
        | мобильн   | Найдено 7 страниц   | 7     |
        | битрикс24 | Найдена 21 страница | 21    |

    Scenario Outline: Runs of spaces collapse as the visitor types: "<typed>"
      When a visitor opens "/"
      And they open the search block
      And they type "<typed>" in the search block
      Then the search block's field holds "<field>"
      When 300 ms pass on the page's clock
      Then the search block says "<count>"

      Examples:
        | typed                     | field                | count              |
        | внедрение   битрикс24     | внедрение битрикс24  | Найдена 1 страница |
        | мобильное      приложение | мобильное приложение | Найдено 6 страниц  |

    Scenario Outline: Case does not matter, and "ё" is "е": "<query>"
      When a visitor opens "/"
      And they open the search block
      And they type "<query>" in the search block
      And 300 ms pass on the page's clock
      Then the search block says "Найдено 2 страницы"

      Examples:
        | query |
        | отчет |
        | отчёт |
        | ОТЧЁТ |

    Scenario: A query of spaces shows nothing, and its spaces collapse to one
      When a visitor opens "/"
      And they open the search block
      And they type "     " in the search block
      Then the search block's field holds " "
      When 300 ms pass on the page's clock
      Then the search block shows no results

    Scenario: Closing clears the text and the results, and the index is not loaded again
      When a visitor opens "/"
      And they open the search block
      And they type "мобильн" in the search block
      And 300 ms pass on the page's clock
      Then the search block says "Найдено 7 страниц"
      When they close the search block
      Then the page scrolls again
      When they open the search block
      Then the search block's field holds ""
      And the search block shows no results
      And the search indexes requested so far are, in this order:
        | /api/services/search.json             |
        | /api/solutions/search.json            |
        | /api/portfolio-web-studii/search.json |
        | /api/blog/search.json                 |

    Scenario: Escape closes the block, clears it and gives the focus back to the toggle
      When a visitor opens "/"
      And they open the search block
      And they type "мобильн" in the search block
      And they press the key "Escape"
      Then the search block is closed
      And the keyboard focus is on "Поиск"
      And the page scrolls again
      When 300 ms pass on the page's clock
      And they open the search block
      Then the search block's field holds ""
      And the search block shows no results

    @backend
    Scenario: A result names its section and leads to its page, and the block closes
      When a visitor opens "/"
      And they open the search block
      And they type "аутстафф" in the search block
      And 300 ms pass on the page's clock
      Then the search block lists "Аутстаффинг разработчиков" from the section "Услуги"
      When they follow the result "Аутстаффинг разработчиков"
      Then the address is "/services/outstaffing/"
      And the search block is closed
      And the page scrolls again

    @backend
    Scenario: Enter still opens the search page with the query
      When a visitor opens "/bitrix24/"
      And they open the search block
      And they search for "отчёт"
      Then the address is "/search/?q=отчёт"
      And they see the status "Найдено 2 страницы"

    @backend
    Scenario: A failed index load says so, keeps the text, and can be retried
      Given the search index cannot be loaded
      When a visitor opens "/"
      And they open the search block
      And they type "мобильн" in the search block
      And 300 ms pass on the page's clock
      Then the search block alerts "Не удалось загрузить поиск. Проверьте подключение к интернету и попробуйте ещё раз."
      And the search block's field holds "мобильн"
      When the search index can be loaded again
      And they press "Повторить" in the search block
      Then the search block says "Найдено 7 страниц"
      And the search block's field holds "мобильн"

    Scenario Outline: The block reveals itself over 800 ms, unless the visitor asks for less motion
      Given <preference>
      When a visitor opens "/"
      And they open the search block
      Then the search block <reveal>

      Examples:
        | preference                                       | reveal                    |
        | the visitor has no preference for reduced motion | fades in over 800 ms      |
        | the visitor prefers reduced motion               | appears without animation |

  Rule: The search page searches as the visitor types, and keeps ?q= in the address

    Scenario Outline: On the search page, <elapsed> ms after the last keystroke: <outcome>
      When a visitor opens "/search/"
      And they replace the search field's text with "мобильн"
      And <elapsed> ms pass on the page's clock
      Then <outcome>
      And the address is "<address>"
      And the page has not been reloaded

      Examples:
        | elapsed | outcome                                 | address            |
        | 299     | they see no search results and no count | /search/           |
        | 300     | they see the status "Найдено 7 страниц" | /search/?q=мобильн |

    @backend
    Scenario Outline: A new query replaces the server's results, <elapsed> ms after the last keystroke: <count>
      When a visitor opens "/search/?q=отчёт"
      And they replace the search field's text with "аутстафф"
      And <elapsed> ms pass on the page's clock
      Then they see the status "<count>"
      And the address is "<address>"

      Examples:
        | elapsed | count              | address             |
        | 299     | Найдено 2 страницы | /search/?q=отчёт    |
        | 300     | Найдена 1 страница | /search/?q=аутстафф |

    Scenario: Spaces collapse in the field and in the address; a query of spaces leaves the bare page
      When a visitor opens "/search/?q=отчёт"
      And they replace the search field's text with "внедрение   битрикс24"
      Then the search field holds "внедрение битрикс24"
      When 300 ms pass on the page's clock
      Then they see the status "Найдена 1 страница"
      And the address is "/search/?q=внедрение+битрикс24"
      When they replace the search field's text with "   "
      And 300 ms pass on the page's clock
      Then they see no search results and no count
      And the address is "/search/"

    Scenario: Enter shows the results at once, without loading the page again
      When a visitor opens "/search/"
      And they replace the search field's text with "битрикс24"
      And they submit the search
      Then they see the status "Найдена 21 страница"
      And the address is "/search/?q=битрикс24"
      And the page has not been reloaded

    @backend
    Scenario: A failed index load says so and keeps the text; Enter still asks the server
      Given the search index cannot be loaded
      When a visitor opens "/search/"
      And they replace the search field's text with "мобильн"
      Then the search page alerts "Не удалось загрузить поиск. Проверьте подключение к интернету и попробуйте ещё раз."
      And the search field holds "мобильн"
      When they submit the search
      Then they see the status "Найдено 7 страниц"
      And the address is "/search/?q=мобильн"

    @backend
    Scenario: The English search page searches the English index as the visitor types
      When a visitor opens "/en/search/"
      And they replace the search field's text with "outstaff"
      And 300 ms pass on the page's clock
      Then they see the status "1 page found"
      And the address is "/en/search/?q=outstaff"
      And every result links to a page of the site
