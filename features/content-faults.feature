@backend @spec-8.6 @spec-7.5
Feature: Pages outlive an outage of the content API
  Most pages are prerendered at build time and do not need the API at all; the rest (search) and
  any page asked for with a mock scenario are rendered from the content API. When the API is slow
  (no answer within 5 s) or down (5xx, 429), a page whose content the server has fetched before is
  served from its last good copy, with status 200. A page it has never fetched is a 503 that says the site is briefly
  unavailable and asks to come back in 30 seconds (Retry-After) — never an error page with status
  200, never a crash — and the page is back as soon as the API is. A page change in the browser
  during the outage gets its page data as a 503 with Retry-After too: the loading bar ends in its
  failed state and the header, menu and links keep working. Each scenario runs on a server
  of its own that has seen nothing yet; the outage is the mock's scenario cookie "503".

  Background:
    Given the site has just started

  Scenario Outline: <path> rendered before is still served while the API is down
    When a visitor opens "<path>"
    And the visitor has the cookie "mock-scenario" set to "503"
    And they open "<path>"
    Then the response status is 200
    And they see the status "<count>"

    Examples:
      | path                  | count               |
      | /search/?q=битрикс24  | Найдена 21 страница |
      | /en/search/?q=bitrix24 | 21 pages found     |

  @spec-8.4
  Scenario Outline: <path> never seen is a 503 with Retry-After while the API is down, and comes back with it
    Given the visitor has the cookie "mock-scenario" set to "503"
    When a visitor opens "<path>"
    Then the response status is 503
    And the answer asks to come back in 30 seconds
    And the document title is "<title>"
    And they see the heading "<unavailable>"
    Given the visitor no longer has the cookie "mock-scenario"
    When they open "<path>"
    Then the response status is 200
    And they see the heading "<heading>"

    Examples:
      | path         | title                     | unavailable                     | heading                                                                  |
      | /company/    | Сайт ненадолго недоступен | Сайт ненадолго недоступен       | Делаем цифровые продукты для производителей и дистрибьюторов с 2009 года |
      | /en/company/ | Briefly unavailable       | The site is briefly unavailable | Building digital products for manufacturers and distributors since 2009  |

  @spec-4.10
  Scenario: A page change while the API is down ends the loading bar failed, and the page stays usable
    Given the screen is desktop wide
    And the page's clock is stopped
    And a visitor opens "/services-list/"
    And the page data the browser fetches is recorded
    And the visitor has the cookie "mock-scenario" set to "503"
    And the network holds back the next page
    When they follow the link "Контакты" in the header
    And 1000 ms pass on the page's clock
    And the next page arrives
    Then the page data came back with status 503, asking to come back in 30 seconds
    And the loading bar says that the page failed to load
    When 500 ms pass on the page's clock
    Then the loading bar does not show
    And they see the heading "Сайт ненадолго недоступен"
    When they point at "Услуги"
    Then the dropdown "Услуги" is open
    Given the visitor no longer has the cookie "mock-scenario"
    When they follow the link "Компания" in the header
    And the next page arrives
    And 500 ms pass on the page's clock
    Then the address is "/company/"
    And they see the heading "Делаем цифровые продукты для производителей и дистрибьюторов с 2009 года"
