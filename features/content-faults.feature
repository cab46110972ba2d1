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
  of its own that has seen nothing yet.

  Background:
    Given the site has just started

  Scenario Outline: <path> rendered before is still served while the API is down
    Given a visitor has opened "<path>"
    And the content API is down
    When they open "<path>"
    Then the response status is 200
    And they see the status "<count>"

    Examples:
      | path                   | count               |
      | /search/?q=битрикс24   | Найдена 21 страница |
      | /en/search/?q=bitrix24 | 21 pages found      |

  @spec-8.4
  Scenario Outline: <path> never seen is a 503 with Retry-After while the API is down
    Given the content API is down
    When a visitor opens "<path>"
    Then the response status is 503
    And the answer asks to come back in 30 seconds
    And the document title is "<title>"
    And they see the heading "<unavailable>"

    Examples:
      | path         | title                     | unavailable                     |
      | /company/    | Сайт ненадолго недоступен | Сайт ненадолго недоступен       |
      | /en/company/ | Briefly unavailable       | The site is briefly unavailable |

  Scenario: A page that was a 503 during the outage is back with the API
    Given the content API is down
    And a visitor has opened "/company/"
    And the content API is back
    When they open "/company/"
    Then the response status is 200
    And they see the heading "Делаем цифровые продукты для производителей и дистрибьюторов с 2009 года"

  Scenario: A page change while the API is down gets a 503 asking to come back in 30 seconds
    Given the screen is desktop wide
    And a visitor has opened "/services-list/"
    And the content API is down
    When they follow the link "Контакты" in the header
    Then the page data came back with status 503, asking to come back in 30 seconds
    And they see the heading "Сайт ненадолго недоступен"

  @spec-4.10
  Scenario: A page change while the API is down ends the loading bar in its failed state
    Given the screen is desktop wide
    And the network holds back the next page
    And a visitor has opened "/services-list/"
    And the content API is down
    When they follow the link "Контакты" in the header
    And 1000 ms pass on the page's clock
    And the next page arrives
    Then the loading bar says that the page failed to load

  Scenario: While the API is down, the header's menu still works
    Given the screen is desktop wide
    And a visitor has opened "/services-list/"
    And the content API is down
    And they have followed the link "Контакты" in the header
    When they point at "Услуги"
    Then the dropdown "Услуги" is open

  Scenario: Once the API is back, the next page change arrives
    Given the screen is desktop wide
    And a visitor has opened "/services-list/"
    And the content API is down
    And they have followed the link "Контакты" in the header
    And the content API is back
    When they follow the link "Компания" in the header
    Then the address is "/company/"
    And they see the heading "Делаем цифровые продукты для производителей и дистрибьюторов с 2009 года"
