@spec-4.4
Feature: Live search
  Spec section 4 "Search block": the block toggles or is set explicitly; opening it locks the page's
  scrolling and loads the search index if it is empty; closing clears the value and the debounced
  value. Section 7: the index is /api/services/search.json, /api/solutions/search.json,
  /api/portfolio-web-studii/search.json and /api/blog/search.json, concatenated in that order.
  Section 5: search text, raw and delayed, has whitespace runs collapsed to one space; matching is
  case-insensitive, trimmed and normalised; an empty delayed value finds nothing; i18next's plurals
  word the count by the Russian plural rule.
  Spec 4.4, 5.3 and 9.8: the delayed value follows 300 ms after the last keystroke; "ё" counts as "е"; the
  spec's 800 ms "search toggle delay" (section 9) is the block's reveal when the toggle opens it — the
  field takes keystrokes at once, and visitors who ask for reduced motion get no animation.
  The search toggle shows on Russian pages only, never on support pages (header.feature).
  The scenarios about a delay move the page's clock by exact amounts; elsewhere the visitor stops
  typing, which moves it by the site's own 300 ms. Which index files the block asks for, in what order
  and how often, is proved below the page: spec/unit/searchIndex.test.ts and
  spec/e2e/searchIndex.spec.ts.
  The scenarios tagged @backend are those whose outcome goes through the API — the index files, the
  search page's results from the server, a failed load and its retry —, so they also run with the
  site in front of a backend; timing, wording, normalising and the block's behaviour are the
  browser's alone and do not depend on where the API is.

  Rule: The header's search block

    @smoke
    Scenario: The toggle opens the block and the page behind it stops scrolling
      When a visitor opens "/"
      And they open the search block
      Then the page behind it does not scroll

    Scenario: Closing the block lets the page scroll again
      Given a visitor has opened the search block on "/"
      When they close the search block
      Then the search block is closed
      And the page scrolls again

    @backend @spec-7.1
    Scenario: The block searches all four sections, services, solutions, portfolio and blog, in that order
      Given a visitor has opened the search block on "/"
      When they type "мобильн" in the search block
      And they stop typing
      Then the search block lists its pages section by section, in this order:
        | Услуги    |
        | Решения   |
        | Портфолио |
        | Блог      |

    Scenario Outline: The field shows the text at once; <elapsed> ms after the last keystroke the block <outcome>
      Given a visitor has opened the search block on "/"
      When they type "мобильн" in the search block
      And <elapsed> ms pass on the page's clock
      Then the search block's field holds "мобильн"
      And the search block <outcome>

      Examples:
        | elapsed | outcome                  |
        | 299     | shows no results         |
        | 300     | says "Найдено 7 страниц" |

    Scenario Outline: Every keystroke starts the 300 ms again: <elapsed> ms after the second, the block <outcome>
      Given a visitor has opened the search block on "/"
      When they type "моб" in the search block
      And 200 ms pass on the page's clock
      And they type "ильн" in the search block
      And <elapsed> ms pass on the page's clock
      Then the search block <outcome>

      Examples:
        | elapsed | outcome                  |
        | 299     | shows no results         |
        | 300     | says "Найдено 7 страниц" |

    @spec-5.4
    Scenario Outline: The count speaks Russian: "<query>"
      Given a visitor has opened the search block on "/"
      When they type "<query>" in the search block
      And they stop typing
      Then the search block says "<count>"
      And the search block lists <pages> pages

      Examples:
        | query     | count               | pages |
        | аутстафф  | Найдена 1 страница  | 1     |
        | отчёт     | Найдено 2 страницы  | 2     |
        | мобильн   | Найдено 7 страниц   | 7     |
        | битрикс24 | Найдена 21 страница | 21    |

    @spec-5.1
    Scenario Outline: Runs of spaces collapse as the visitor types: "<typed>"
      Given a visitor has opened the search block on "/"
      When they type "<typed>" in the search block
      And they stop typing
      Then the search block's field holds "<field>"
      And the search block says "<count>"

      Examples:
        | typed                     | field                | count              |
        | внедрение   битрикс24     | внедрение битрикс24  | Найдена 1 страница |
        | мобильное      приложение | мобильное приложение | Найдено 6 страниц  |

    @spec-5.3
    Scenario Outline: Case does not matter, and "ё" is "е": "<query>"
      Given a visitor has opened the search block on "/"
      When they type "<query>" in the search block
      And they stop typing
      Then the search block says "Найдено 2 страницы"

      Examples:
        | query |
        | отчет |
        | отчёт |
        | ОТЧЁТ |

    @spec-5.2 @spec-5.1
    Scenario: A query of spaces shows nothing, and its spaces collapse to one
      Given a visitor has opened the search block on "/"
      When they type "     " in the search block
      And they stop typing
      Then the search block's field holds " "
      And the search block shows no results

    Scenario: Closing clears the text and the results
      Given a visitor has typed "мобильн" in the search block on "/" and stopped typing
      When they close the search block
      And they open the search block
      Then the search block's field holds ""
      And the search block shows no results

    Scenario: Escape closes the block and gives the focus back to the toggle
      Given a visitor has opened the search block on "/"
      When they type "мобильн" in the search block
      And they press the key "Escape"
      Then the search block is closed
      And the keyboard focus is on "Поиск"
      And the page scrolls again

    Scenario: Escape clears the block, even once the visitor has stopped typing
      Given a visitor has opened the search block on "/"
      When they type "мобильн" in the search block
      And they press the key "Escape"
      And they stop typing
      And they open the search block
      Then the search block's field holds ""
      And the search block shows no results

    @backend
    Scenario: A result names its section
      Given a visitor has opened the search block on "/"
      When they type "аутстафф" in the search block
      And they stop typing
      Then the search block lists "Аутстаффинг разработчиков" from the section "Услуги"

    @backend
    Scenario: A result leads to its page, and the block closes
      Given a visitor has typed "аутстафф" in the search block on "/" and stopped typing
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
    Scenario: A failed index load says so and keeps the text
      Given the search index cannot be loaded
      And a visitor has opened the search block on "/"
      When they type "мобильн" in the search block
      And they stop typing
      Then the search block alerts "Не удалось загрузить поиск. Проверьте подключение к интернету и попробуйте ещё раз."
      And the search block's field holds "мобильн"

    @backend
    Scenario: After a failed index load, a retry finds the pages
      Given the search index cannot be loaded
      And a visitor has typed "мобильн" in the search block on "/" and stopped typing
      And the search index can be loaded again
      When they press "Повторить" in the search block
      Then the search block says "Найдено 7 страниц"
      And the search block's field holds "мобильн"

    @spec-9.8
    Scenario: The block reveals itself over 800 ms
      Given the visitor has no preference for reduced motion
      When a visitor opens "/"
      And they open the search block
      Then the search block fades in over 800 ms

    @spec-9.8
    Scenario: A visitor who asks for less motion gets the block without animation
      Given the visitor prefers reduced motion
      When a visitor opens "/"
      And they open the search block
      Then the search block appears without animation

  Rule: The search page searches as the visitor types, and keeps ?q= in the address

    Scenario: On the search page, 299 ms after the last keystroke nothing is searched yet
      When a visitor opens "/search/"
      And they replace the search field's text with "мобильн"
      And 299 ms pass on the page's clock
      Then they see no search results and no count
      And the address is "/search/"
      And the page has not been reloaded

    Scenario: On the search page, 300 ms after the last keystroke the results show and the address keeps the query
      When a visitor opens "/search/"
      And they replace the search field's text with "мобильн"
      And 300 ms pass on the page's clock
      Then they see the status "Найдено 7 страниц"
      And the address is "/search/?q=мобильн"
      And the page has not been reloaded

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

    @spec-5.1
    Scenario: Spaces collapse in the field and in the address
      When a visitor opens "/search/?q=отчёт"
      And they replace the search field's text with "внедрение   битрикс24"
      And they stop typing
      Then the search field holds "внедрение битрикс24"
      And they see the status "Найдена 1 страница"
      And the address is "/search/?q=внедрение+битрикс24"

    @spec-5.2
    Scenario: A query of spaces leaves the bare search page
      When a visitor opens "/search/?q=отчёт"
      And they replace the search field's text with "   "
      And they stop typing
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
    Scenario: On the search page, a failed index load says so and keeps the text
      Given the search index cannot be loaded
      When a visitor opens "/search/"
      And they replace the search field's text with "мобильн"
      Then the search page alerts "Не удалось загрузить поиск. Проверьте подключение к интернету и попробуйте ещё раз."
      And the search field holds "мобильн"

    @backend
    Scenario: With the index failed, Enter still asks the server
      Given the search index cannot be loaded
      When a visitor opens "/search/"
      And they replace the search field's text with "мобильн"
      And they submit the search
      Then they see the status "Найдено 7 страниц"
      And the address is "/search/?q=мобильн"

    @backend @spec-1.2
    Scenario: The English search page searches the English index as the visitor types
      When a visitor opens "/en/search/"
      And they replace the search field's text with "outstaff"
      And they stop typing
      Then they see the status "1 page found"
      And the address is "/en/search/?q=outstaff"
      And every result links to a page of the site
