@spec-4.15 @backend
Feature: A request sent twice
  Clause 4.15. A visitor who sends a form again with the same e-mail within a minute of a request the
  site accepted is told that it is already received, and the request goes no further: the backend has
  it once. Every typed value stays, so whatever they meant to add can go a minute later. Time passes
  here on the site's clock, the server's that enforces the minute as well as the page's. These
  scenarios also run with the site in front of a backend.

  Rule: the same e-mail within a minute of an accepted request is told it is already received

    Scenario Outline: The same request sent again within a minute on <path> is told it is already received, and every value stays
      Given a visitor has sent the form on "<path>" with valid details
      And 59 seconds pass on the site's clock
      When a visitor opens "<path>"
      And they fill in the rest of the form with valid details
      And they press "<submit>"
      Then the form alerts "<notice>"
      And the field "E-mail" holds "anna.petrova@example.ru"

      Examples:
        | path                   | submit           | notice                                                                                                                |
        | /feedback/             | Отправить заявку | Мы уже получили вашу заявку. Чтобы дополнить её, отправьте форму ещё раз через минуту — всё, что вы ввели, сохранено. |
        | /en/research-b2b-form/ | Get the study    | We already have your request. To add to it, send the form again in a minute; everything you typed is kept.            |

    Scenario: A minute after, the same request is taken again
      Given a visitor has sent the form on "/feedback/" with valid details
      And 60 seconds pass on the site's clock
      When a visitor opens "/feedback/"
      And they fill in the rest of the form with valid details
      And they press "Отправить заявку"
      Then the form gives way to the confirmation "Спасибо! Менеджер свяжется с вами в течение рабочего дня."

    Scenario: Another e-mail within the minute is a request of its own
      Given a visitor has sent the form on "/feedback/" with valid details
      When a visitor opens "/feedback/"
      And they fill in "E-mail" with "ivan.sokolov@example.ru"
      And they fill in the rest of the form with valid details
      And they press "Отправить заявку"
      Then the form gives way to the confirmation "Спасибо! Менеджер свяжется с вами в течение рабочего дня."

  Rule: without JavaScript a request sent twice is told the same

    Scenario: Without JavaScript, the same request sent again within a minute is told it is already received, and every value stays
      Given the visitor's browser runs no JavaScript
      And a visitor opens "/feedback/"
      And they fill in the rest of the form with valid details
      And they press "Отправить заявку"
      And 30 seconds pass on the site's clock
      When a visitor opens "/feedback/"
      And they fill in the rest of the form with valid details
      And they press "Отправить заявку"
      Then the form alerts "Мы уже получили вашу заявку. Чтобы дополнить её, отправьте форму ещё раз через минуту — всё, что вы ввели, сохранено."
      And the field "E-mail" holds "anna.petrova@example.ru"
