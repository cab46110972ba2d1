@backend @spec-7.2 @spec-7.5 @spec-10.4
Feature: Content and form definitions come from the API
  Spec section 7: Russian content is GET /api/{file}, English content GET /api/en/{file}, form
  definitions have no locale prefix (clause 7.3: GET /api/forms/{form}.json). Offline, the site's own
  server answers these from the fixtures, exactly as the contract in contracts/ describes them.

  @smoke
  Scenario Outline: <what> is served at <path>
    When a client requests "<path>"
    Then the answer is JSON with status 200
    And its "<field>" is "<value>"

    Examples:
      | what                    | path                                      | field      | value                                                      |
      | the Russian home page   | /api/home.json                            | meta.title | Северный Код — интернет-магазины, B2B-порталы и Битрикс24 |
      | the English home page   | /api/en/home.json                         | meta.title | Severny Kod — online stores, B2B portals and Bitrix24      |
      | a Bitrix24 page         | /api/bitrix24/Crm.json                    | hero.title | Настроим CRM Битрикс24 так, чтобы менеджеры в ней работали |
      | the blog category list  | /api/en/blog/lists/researches.json        | category   | researches                                                 |
      | a form definition       | /api/forms/feedback.json                  | data.form.name | feedback                                               |

  Scenario: An unknown content file is a 404 in the API's error shape
    When a client requests "/api/services/no-such-service.json"
    Then the answer is JSON with status 404
