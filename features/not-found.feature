@backend @spec-2.12 @spec-8.1
Feature: Not-found screen
  An address that leads nowhere still leads somewhere useful (spec section 2 "Not-found screen",
  section 8, docs/specification.md 2.12): "It shows a large 404, a title, a description offering contact,
  and a button to /feedback/ ("Свяжитесь с нами" / "Contact us")". The title is
  "Такой страницы не существует" / "This page does not exist"; the HTML title of the response is
  "Страница не найдена" / "This page could not be found"; the status is 404.

  @smoke
  Scenario Outline: An unknown address in <language> answers with the 404 screen
    When a visitor opens "<path>"
    Then the response status is 404
    And the page language is "<lang>"
    And the document title is "<document title>"
    And they see the large "404"
    And they see the heading "<title>"
    And they see the text "<description>"
    And they see the link "<button>" to "<target>"
    And the page asks search engines not to index it

    Examples:
      | language | path                     | lang | document title                | title                        | description                   | button           | target        |
      | Russian  | /no-such-page/           | ru   | Страница не найдена           | Такой страницы не существует | Напишите нам                  | Свяжитесь с нами | /feedback/    |
      | English  | /en/no-such-page/        | en   | This page could not be found  | This page does not exist     | Write to us                   | Contact us       | /en/feedback/ |
      | Russian  | /services/no-such-service/ | ru | Страница не найдена           | Такой страницы не существует | Напишите нам                  | Свяжитесь с нами | /feedback/    |
      | Russian  | /portfolio-web-studii/nope/ | ru | Страница не найдена          | Такой страницы не существует | Напишите нам                  | Свяжитесь с нами | /feedback/    |

  Scenario Outline: The button leads to the feedback form in the visitor's language: <language>
    When a visitor opens "<path>"
    And they follow the link "<button>"
    Then the address is "<target>"

    Examples:
      | language | path              | button           | target        |
      | Russian  | /no-such-page/    | Свяжитесь с нами | /feedback/    |
      | English  | /en/no-such-page/ | Contact us       | /en/feedback/ |

  @spec-2.21
  Scenario Outline: The language switch of the 404 screen leads to the same address in the other language: <path>
    When a visitor opens "<path>"
    Then they see the link "<language>" to "<target>" in the header

    Examples:
      | path                | language | target                 |
      | /no-such-page/      | English  | /en/no-such-page/      |
      | /another-lost-page/ | English  | /en/another-lost-page/ |
      | /en/bitrix24/lost/  | Русский  | /bitrix24/lost/        |
