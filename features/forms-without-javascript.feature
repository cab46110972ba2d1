@spec-4.14 @backend
Feature: Forms that work without JavaScript
  Clause 4.14. A visitor whose browser runs no script (turned off, blocked, or not started yet when
  they pressed the button) sends a form all the same: the browser posts it, the site sends it on to
  the backend by the same rules as the page's script does, and answers with a page. A refused request
  comes back with every typed value and each message beside its field; an accepted one leads to the
  form page's confirmation. These scenarios also run with the site in front of a backend.

  Background:
    Given the visitor's browser runs no JavaScript

  Scenario Outline: Without JavaScript, a valid request on <path> leads to the confirmation
    When a visitor opens "<path>"
    And they fill in the rest of the form with valid details
    And they press "<submit>"
    Then the form gives way to the confirmation "<confirmation>"

    Examples:
      | path                   | submit           | confirmation                                                                                                       |
      | /feedback/             | Отправить заявку | Спасибо! Менеджер свяжется с вами в течение рабочего дня.                                                          |
      | /en/research-b2b-form/ | Get the study    | Thank you! The report will reach your e-mail within 10 minutes; if it is not in your inbox, check the spam folder. |

  Scenario Outline: Without JavaScript, a malformed phone on <path> is explained beside it, and every value stays
    When a visitor opens "<path>"
    And they fill in "<name>" with "<typed name>"
    And they fill in "E-mail" with "<typed e-mail>"
    And they fill in the rest of the form with valid details
    And they fill in "<phone>" with "12-34"
    And they press "<submit>"
    Then the field "<phone>" says "<message>"
    And the error summary leads to "<phone>"
    And the field "<phone>" holds "12-34"
    And the field "<name>" holds "<typed name>"
    And the field "E-mail" holds "<typed e-mail>"

    Examples:
      | path                      | submit                | name | phone   | typed name   | typed e-mail            | message                                                                          |
      | /feedback-ctp/            | Отправить заявку      | Имя  | Телефон | Иван Соколов | ivan.sokolov@example.ru | Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00.                |
      | /research-ecommerce-form/ | Получить исследование | Имя  | Телефон | Иван Соколов | ivan.sokolov@example.ru | Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00.                |
      | /en/feedback/             | Send request          | Name | Phone   | John Smith   | john.smith@example.com  | A phone number has 10 to 15 digits with the country code, e.g. +44 20 7946 0000. |

  Scenario: Without JavaScript, a file the site cannot take is refused beside its field
    When a visitor opens "/feedback/"
    And they fill in the rest of the form with valid details
    And they attach "setup.exe" of 40 KB
    And they press "Отправить заявку"
    Then the field "Файл с описанием задачи" says "Такой файл не примем: приложите PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, ODS, RTF, TXT, PNG, JPG, ZIP."

  Scenario: Without JavaScript, a file sent with a mistake elsewhere is named, to be chosen again
    When a visitor opens "/feedback/"
    And they fill in the rest of the form with valid details
    And they attach "ТЗ B2B-портал.docx" of 300 KB
    And they fill in "Телефон" with "12-34"
    And they press "Отправить заявку"
    Then the field "Телефон" says "Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00."
    And the field "Файл с описанием задачи" explains "Необязательно. PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, ODS, RTF, TXT, PNG, JPG, ZIP, до 10 МБ. Файл «ТЗ B2B-портал.docx» не вернулся в форму вместе с остальным — выберите его ещё раз."

  Scenario Outline: Without JavaScript, a server answer <status> on <path> keeps every value and offers to send again
    Given the backend answers a form's request with the status <status>
    When a visitor opens "<path>"
    And they fill in "E-mail" with "<typed>"
    And they fill in the rest of the form with valid details
    And they press "<submit>"
    Then the form alerts "<alert>"
    And the field "E-mail" holds "<typed>"
    And the form offers "<retry>"

    Examples:
      | path                | status | submit                | typed                   | alert                                                                                             | retry             |
      | /feedback/          | 500    | Отправить заявку      | ivan.sokolov@example.ru | Сервер не смог принять заявку. Всё, что вы ввели, сохранено — отправьте ещё раз.                  | Отправить ещё раз |
      | /research-b2b-form/ | 429    | Получить исследование | ivan.sokolov@example.ru | Слишком много заявок подряд. Подождите минуту и отправьте ещё раз — всё, что вы ввели, сохранено. | Отправить ещё раз |
