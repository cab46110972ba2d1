@spec-4.13
Feature: Forms that never lose what a visitor typed
  Clauses 4.13, 5.5, 7.3, 7.4 and 8.7. The eight form screens (three feedback forms, five research
  forms) show their form from its definition, check it in the browser with the endpoint's own rules
  and messages, send it to the endpoint of its kind and keep every typed value through a refused
  field, a server error, a timeout and a dropped connection. The feedback forms take one file (PDF,
  DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, ODS, RTF, TXT, PNG, JPG, ZIP; at most 10 MB).
  The scenarios tagged @backend are those whose outcome goes through the API — the form's definition,
  what the backend receives and what it answers —, so they also run with the site in front of a
  backend; the checks made in the browser alone (empty and malformed fields, files refused, drafts, the
  keyboard) do not depend on where the API is. Every form's valid request goes to the backend; where
  every form takes the same way through the site (its definition, a 422, a failure status, the
  campaign sent along), a feedback and a research form in each language stand for the rest there.

  @spec-7.3
  Scenario Outline: The feedback form <path> asks for contact details, the task and a file
    When a visitor opens "<path>"
    Then they see the form "<title>" with the fields
      | Имя                                         |
      | Телефон                                     |
      | E-mail                                      |
      | Компания                                    |
      | Расскажите о задаче                         |
      | Файл с описанием задачи                     |
      | Я согласен на обработку персональных данных |
    And the field "<required>" is required
    And the form links to "Политика обработки персональных данных" at "/docs/personal-data-policy.pdf"

    @backend
    Examples: also with the site in front of a backend
      | path       | title           | required |
      | /feedback/ | Обсудить проект | Телефон  |

    Examples:
      | path                | title                           | required |
      | /feedback-bitrix24/ | Обсудить проект на Битрикс24    | E-mail   |
      | /feedback-ctp/      | Заявка на техническую поддержку | Имя      |

  @spec-7.3
  Scenario Outline: The research form <path> asks who the reader is
    When a visitor opens "<path>"
    Then they see the form "<title>" with the fields
      | Имя                                         |
      | E-mail                                      |
      | Телефон                                     |
      | Компания                                    |
      | Должность                                   |
      | Размер компании                             |
      | Отрасль                                     |
      | Я согласен на обработку персональных данных |
    And the field "<required>" is required
    And the form links to "Политика обработки персональных данных" at "/docs/personal-data-policy.pdf"

    @backend
    Examples: also with the site in front of a backend
      | path                | title                            | required  |
      | /research-b2b-form/ | Получить исследование B2B-продаж | Должность |

    Examples:
      | path                                                  | title                                               | required        |
      | /research-digital-sales-ecosystem-in-metallurgy-form/ | Получить исследование цифровых продаж в металлургии | Отрасль         |
      | /research-work-b2b-clients-form/                      | Получить исследование работы с B2B-клиентами        | Компания        |
      | /research-ecommerce-form/                             | Получить исследование e-commerce в металлоторговле  | Размер компании |
      | /research-hr-tech-form/                               | Получить исследование HR-технологий                 | Имя             |

  @backend @spec-7.3
  Scenario: The English feedback form asks for contact details, the task and a file
    When a visitor opens "/en/feedback/"
    Then they see the form "Discuss a project" with the fields
      | Name                                          |
      | Phone                                         |
      | E-mail                                        |
      | Company                                       |
      | Tell us about your task                       |
      | A file describing the task                    |
      | I agree to the processing of my personal data |
    And the field "Phone" is required
    And the form links to "Personal data policy" at "/docs/personal-data-policy-en.pdf"

  @backend @spec-7.3
  Scenario: The English research form asks who the reader is
    When a visitor opens "/en/research-hr-tech-form/"
    Then they see the form "Get the HR technology study" with the fields
      | Name                                          |
      | E-mail                                        |
      | Phone                                         |
      | Company                                       |
      | Position                                      |
      | Company size                                  |
      | Industry                                      |
      | I agree to the processing of my personal data |
    And the field "Position" is required
    And the form links to "Personal data policy" at "/docs/personal-data-policy-en.pdf"

  @backend @spec-7.4
  Scenario Outline: A valid request on <path> gives way to the confirmation
    When a visitor opens "<path>"
    And they fill in the rest of the form with valid details
    And they press "<submit>"
    Then the form gives way to the confirmation "<confirmation>"

    Examples:
      | path                                                  | submit                | confirmation                                                                                                       |
      | /feedback/                                            | Отправить заявку      | Спасибо! Менеджер свяжется с вами в течение рабочего дня.                                                          |
      | /feedback-bitrix24/                                   | Отправить заявку      | Спасибо! Менеджер свяжется с вами в течение рабочего дня.                                                          |
      | /feedback-ctp/                                        | Отправить заявку      | Спасибо! Менеджер свяжется с вами в течение рабочего дня.                                                          |
      | /research-b2b-form/                                   | Получить исследование | Спасибо! Отчёт придёт на указанный e-mail в течение 10 минут — проверьте папку «Спам», если его нет во «Входящих». |
      | /research-digital-sales-ecosystem-in-metallurgy-form/ | Получить исследование | Спасибо! Отчёт придёт на указанный e-mail в течение 10 минут — проверьте папку «Спам», если его нет во «Входящих». |
      | /research-work-b2b-clients-form/                      | Получить исследование | Спасибо! Отчёт придёт на указанный e-mail в течение 10 минут — проверьте папку «Спам», если его нет во «Входящих». |
      | /research-ecommerce-form/                             | Получить исследование | Спасибо! Отчёт придёт на указанный e-mail в течение 10 минут — проверьте папку «Спам», если его нет во «Входящих». |
      | /research-hr-tech-form/                               | Получить исследование | Спасибо! Отчёт придёт на указанный e-mail в течение 10 минут — проверьте папку «Спам», если его нет во «Входящих». |
      | /en/feedback-ctp/                                     | Send request          | Thank you! A manager will contact you within one business day.                                                     |
      | /en/research-b2b-form/                                | Get the study         | Thank you! The report will reach your e-mail within 10 minutes; if it is not in your inbox, check the spam folder. |

  @spec-5.5
  Scenario Outline: On <path> an empty "<field>" is named, focused and explained; the rest stays
    When a visitor opens "<path>"
    And they fill in "<other>" with "<typed>"
    And they fill in the rest of the form with valid details
    And they empty the field "<field>"
    And they press "<submit>"
    Then the field "<field>" says "<message>"
    And the error summary leads to "<field>"
    And the keyboard focus is on the field "<field>"
    And the field "<other>" is fine
    And the field "<other>" holds "<typed>"

    Examples:
      | path                                                  | submit                | field     | message                                                    | other     | typed                      |
      | /feedback/                                            | Отправить заявку      | Имя       | Укажите, как к вам обращаться.                             | E-mail    | ivan.sokolov@example.ru    |
      | /feedback-bitrix24/                                   | Отправить заявку      | Телефон   | Укажите телефон, чтобы мы могли перезвонить.               | Имя       | Иван Соколов               |
      | /feedback-ctp/                                        | Отправить заявку      | E-mail    | Укажите e-mail для ответа.                                 | Телефон   | 8 912 345 67 89            |
      | /research-b2b-form/                                   | Получить исследование | Компания  | Укажите компанию.                                          | Имя       | Иван Соколов               |
      | /research-digital-sales-ecosystem-in-metallurgy-form/ | Получить исследование | Должность | Укажите должность — так мы подберём выводы для вашей роли. | E-mail    | ivan.sokolov@example.ru    |
      | /research-work-b2b-clients-form/                      | Получить исследование | Имя       | Укажите, как к вам обращаться.                             | Компания  | АО «Уралтрубосталь»        |
      | /research-ecommerce-form/                             | Получить исследование | Телефон   | Укажите телефон, чтобы мы могли перезвонить.               | Должность | Руководитель отдела продаж |
      | /research-hr-tech-form/                               | Получить исследование | E-mail    | Укажите e-mail для ответа.                                 | Имя       | Иван Соколов               |
      | /en/feedback/                                         | Send request          | Name      | Tell us your name.                                         | E-mail    | john.smith@example.com     |
      | /en/research-ecommerce-form/                          | Get the study         | E-mail    | Enter an e-mail for our reply.                             | Name      | John Smith                 |

  @spec-5.5
  Scenario Outline: On <path> a malformed phone is explained with an example
    When a visitor opens "<path>"
    And they fill in the rest of the form with valid details
    And they fill in "<phone>" with "12-34"
    And they press "<submit>"
    Then the field "<phone>" says "<message>"
    And the keyboard focus is on the field "<phone>"

    Examples:
      | path                | phone   | submit                | message                                                                          |
      | /feedback/          | Телефон | Отправить заявку      | Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00.                |
      | /research-b2b-form/ | Телефон | Получить исследование | Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00.                |
      | /en/feedback/       | Phone   | Send request          | A phone number has 10 to 15 digits with the country code, e.g. +44 20 7946 0000. |

  @spec-8.7 @spec-7.4
  Scenario Outline: On <path> the server's 422 shows beside its field and the values stay
    Given the server receives the phone "12" whatever was typed
    When a visitor opens "<path>"
    And they fill in "<name>" with "<typed>"
    And they fill in the rest of the form with valid details
    And they press "<submit>"
    Then the field "<phone>" says "<message>"
    And the keyboard focus is on the field "<phone>"
    And the field "<name>" holds "<typed>"

    @backend
    Examples: each kind of form, in both languages — also with the site in front of a backend
      | path                | submit                | name | phone   | typed        | message                                                                          |
      | /feedback/          | Отправить заявку      | Имя  | Телефон | Иван Соколов | Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00.                |
      | /research-b2b-form/ | Получить исследование | Имя  | Телефон | Иван Соколов | Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00.                |
      | /en/feedback/       | Send request          | Name | Phone   | John Smith   | A phone number has 10 to 15 digits with the country code, e.g. +44 20 7946 0000. |

    Examples: the other forms
      | path                                                  | submit                | name | phone   | typed        | message                                                           |
      | /feedback-bitrix24/                                   | Отправить заявку      | Имя  | Телефон | Иван Соколов | Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00. |
      | /feedback-ctp/                                        | Отправить заявку      | Имя  | Телефон | Иван Соколов | Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00. |
      | /research-digital-sales-ecosystem-in-metallurgy-form/ | Получить исследование | Имя  | Телефон | Иван Соколов | Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00. |
      | /research-work-b2b-clients-form/                      | Получить исследование | Имя  | Телефон | Иван Соколов | Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00. |
      | /research-ecommerce-form/                             | Получить исследование | Имя  | Телефон | Иван Соколов | Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00. |
      | /research-hr-tech-form/                               | Получить исследование | Имя  | Телефон | Иван Соколов | Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00. |

  @spec-8.7 @spec-7.4
  Scenario Outline: On <path> a server answer <status> offers a retry and keeps every value
    Given the backend answers a form's request with the status <status>
    When a visitor opens "<path>"
    And they fill in "E-mail" with "<typed>"
    And they fill in the rest of the form with valid details
    And they press "<submit>"
    Then the form alerts "<alert>"
    And the field "E-mail" holds "<typed>"
    And the form offers "<retry>"

    @backend
    Examples: each kind of form, in both languages — also with the site in front of a backend
      | path                | status | submit                | typed                   | alert                                                                                             | retry             |
      | /feedback/          | 500    | Отправить заявку      | ivan.sokolov@example.ru | Сервер не смог принять заявку. Всё, что вы ввели, сохранено — отправьте ещё раз.                  | Отправить ещё раз |
      | /feedback-ctp/      | 503    | Отправить заявку      | ivan.sokolov@example.ru | Сервер не смог принять заявку. Всё, что вы ввели, сохранено — отправьте ещё раз.                  | Отправить ещё раз |
      | /research-b2b-form/ | 429    | Получить исследование | ivan.sokolov@example.ru | Слишком много заявок подряд. Подождите минуту и отправьте ещё раз — всё, что вы ввели, сохранено. | Отправить ещё раз |
      | /en/feedback/       | 500    | Send request          | john.smith@example.com  | The server could not accept the request. Everything you typed is kept; try again.                 | Try again         |

    Examples: the other forms
      | path                                                  | status | submit                | typed                   | alert                                                                                             | retry             |
      | /feedback-bitrix24/                                   | 429    | Отправить заявку      | ivan.sokolov@example.ru | Слишком много заявок подряд. Подождите минуту и отправьте ещё раз — всё, что вы ввели, сохранено. | Отправить ещё раз |
      | /research-digital-sales-ecosystem-in-metallurgy-form/ | 500    | Получить исследование | ivan.sokolov@example.ru | Сервер не смог принять заявку. Всё, что вы ввели, сохранено — отправьте ещё раз.                  | Отправить ещё раз |
      | /research-work-b2b-clients-form/                      | 429    | Получить исследование | ivan.sokolov@example.ru | Слишком много заявок подряд. Подождите минуту и отправьте ещё раз — всё, что вы ввели, сохранено. | Отправить ещё раз |
      | /research-ecommerce-form/                             | 500    | Получить исследование | ivan.sokolov@example.ru | Сервер не смог принять заявку. Всё, что вы ввели, сохранено — отправьте ещё раз.                  | Отправить ещё раз |
      | /research-hr-tech-form/                               | 429    | Получить исследование | ivan.sokolov@example.ru | Слишком много заявок подряд. Подождите минуту и отправьте ещё раз — всё, что вы ввели, сохранено. | Отправить ещё раз |
      | /en/research-b2b-form/                                | 429    | Get the study         | john.smith@example.com  | Too many requests in a row. Wait a minute and try again; everything you typed is kept.            | Try again         |

  @spec-8.7
  Scenario Outline: On <path> a dropped connection keeps every value
    When a visitor opens "<path>"
    And they fill in "<name>" with "<typed>"
    And they fill in the rest of the form with valid details
    And the connection drops
    And they press "<submit>"
    Then the form alerts "<alert>"
    And the field "<name>" holds "<typed>"

    Examples:
      | path                      | submit                | name | typed        | alert                                                                                |
      | /feedback/                | Отправить заявку      | Имя  | Иван Соколов | Нет связи с сервером — заявка не отправлена. Всё, что вы ввели, сохранено.           |
      | /research-ecommerce-form/ | Получить исследование | Имя  | Иван Соколов | Нет связи с сервером — заявка не отправлена. Всё, что вы ввели, сохранено.           |
      | /en/feedback-bitrix24/    | Send request          | Name | John Smith   | No connection to the server: the request was not sent. Everything you typed is kept. |

  @spec-8.7
  Scenario Outline: On <path>, once the connection is back, the retry sends the request
    Given a visitor has filled in the form on "<path>" with valid details
    And the connection dropped as they pressed "<submit>"
    When the connection comes back
    And they press "<retry>"
    Then the form gives way to the confirmation "<confirmation>"

    Examples:
      | path                      | submit                | retry             | confirmation                                                                                                       |
      | /research-ecommerce-form/ | Получить исследование | Отправить ещё раз | Спасибо! Отчёт придёт на указанный e-mail в течение 10 минут — проверьте папку «Спам», если его нет во «Входящих». |
      | /en/feedback-bitrix24/    | Send request          | Try again         | Thank you! A manager will contact you within one business day.                                                     |

  Scenario Outline: On <path> a reload restores the draft
    When a visitor opens "<path>"
    And they fill in "<name>" with "<typed>"
    And they fill in the rest of the form with valid details
    And they reload the page
    Then the field "<name>" holds "<typed>"

    Examples:
      | path                                                  | name | typed        |
      | /feedback/                                            | Имя  | Иван Соколов |
      | /feedback-bitrix24/                                   | Имя  | Иван Соколов |
      | /feedback-ctp/                                        | Имя  | Иван Соколов |
      | /research-b2b-form/                                   | Имя  | Иван Соколов |
      | /research-digital-sales-ecosystem-in-metallurgy-form/ | Имя  | Иван Соколов |
      | /research-work-b2b-clients-form/                      | Имя  | Иван Соколов |
      | /research-ecommerce-form/                             | Имя  | Иван Соколов |
      | /research-hr-tech-form/                               | Имя  | Иван Соколов |
      | /en/feedback/                                         | Name | John Smith   |

  Scenario Outline: On <path> a request the backend accepted leaves no draft behind
    Given a visitor has sent the form on "<path>" with valid details
    When they reload the page
    Then every field of the form is empty

    Examples:
      | path                    |
      | /feedback/              |
      | /research-hr-tech-form/ |
      | /en/feedback/           |

  @spec-7.4
  Scenario Outline: On <path> two submits at once send one request
    When a visitor opens "<path>"
    And they fill in the rest of the form with valid details
    And they send the form twice at once
    Then the backend received 1 request

    Examples:
      | path                |
      | /feedback/          |
      | /research-b2b-form/ |

  @spec-7.4 @spec-4.11
  Scenario Outline: <path> sends the page, the locale and the campaign with the request
    Given the visitor has the campaign cookies
      | utm_source   | yandex     |
      | utm_medium   | cpc        |
      | utm_campaign | b2b-spring |
    When a visitor opens "<path>"
    And they fill in the rest of the form with valid details
    And they press "<submit>"
    Then the request has been accepted
    And the backend received at "<endpoint>" a request with
      | page         | <path>     |
      | locale       | <locale>   |
      | utm.source   | yandex     |
      | utm.medium   | cpc        |
      | utm.campaign | b2b-spring |
      | website      |            |
      | <key>        | <value>    |

    @backend
    Examples: each kind of form, in both languages — also with the site in front of a backend
      | path                | submit                | endpoint                       | locale | key      | value   |
      | /feedback/          | Отправить заявку      | /api/form_application/         | ru     | topic    | general |
      | /en/feedback-ctp/   | Send request          | /api/form_application/         | en     | topic    | ctp     |
      | /research-b2b-form/ | Получить исследование | /api/form_application_landing/ | ru     | industry | other   |

    Examples: the other forms
      | path                                                  | submit                | endpoint                   | locale | key      | value    |
      | /feedback-bitrix24/                                   | Отправить заявку      | /api/form_application/     | ru     | topic    | bitrix24 |
      | /research-digital-sales-ecosystem-in-metallurgy-form/ | Получить исследование | /api/form_study_metallurg/ | ru     | industry | other    |
      | /research-work-b2b-clients-form/                      | Получить исследование | /api/form_hr_research_b2b/ | ru     | industry | other    |
      | /research-ecommerce-form/                             | Получить исследование | /api/form_study_ecom/      | ru     | industry | other    |
      | /en/research-hr-tech-form/                            | Get the study         | /api/form_hr_research_mql/ | en     | industry | other    |

  @spec-5.5
  Scenario Outline: On <path> the bot trap "<trap>" is out of people's way
    When a visitor opens "<path>"
    Then the field "<trap>" is hidden from people

    Examples:
      | path                   | trap                     |
      | /feedback/             | Оставьте это поле пустым |
      | /en/research-b2b-form/ | Leave this field empty   |

  @backend @spec-7.4 @spec-5.5
  Scenario Outline: On <path> a brief attached to the request travels with it
    When a visitor opens "<path>"
    And they fill in the rest of the form with valid details
    And they attach "<file>" of 300 KB
    And they press "<submit>"
    Then the form gives way to the confirmation "<confirmation>"
    And the backend received at "/api/form_application/" the file "<file>"

    Examples:
      | path                | file                | submit           | confirmation                                                   |
      | /feedback/          | ТЗ B2B-портал.docx  | Отправить заявку | Спасибо! Менеджер свяжется с вами в течение рабочего дня.      |
      | /feedback-bitrix24/ | crm-processes.pdf   | Отправить заявку | Спасибо! Менеджер свяжется с вами в течение рабочего дня.      |
      | /en/feedback-ctp/   | incident-screen.png | Send request     | Thank you! A manager will contact you within one business day. |

  @spec-5.5
  Scenario Outline: On <path> a file the site cannot take is refused the moment it is chosen
    When a visitor opens "<path>"
    And they attach "<file>" of <size> KB
    Then the field "<field>" says "<message>"

    Examples:
      | path          | field                      | file          | size  | message                                                                                                           |
      | /feedback/    | Файл с описанием задачи    | setup.exe     | 40    | Такой файл не примем: приложите PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, ODS, RTF, TXT, PNG, JPG, ZIP.          |
      | /feedback/    | Файл с описанием задачи    | demo-tour.pdf | 10241 | Файл больше 10 МБ — сожмите его в ZIP или пришлите ссылку в сообщении.                                            |
      | /feedback/    | Файл с описанием задачи    | demo-tour.pdf | 0     | Файл пустой — выберите файл с содержимым или уберите вложение.                                                    |
      | /en/feedback/ | A file describing the task | demo-tour.mov | 900   | We cannot take this type of file: attach PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, ODS, RTF, TXT, PNG, JPG, ZIP. |

  @backend @spec-5.5
  Scenario: A file of exactly 10 MB is taken
    When a visitor opens "/feedback/"
    And they attach "presentation.pdf" of 10240 KB
    Then the field "Файл с описанием задачи" is fine

  @backend @spec-5.5
  Scenario: A removed file is not sent
    Given a visitor has filled in the form on "/feedback/" with valid details
    And they have attached "presentation.pdf" of 300 KB
    When they press "Убрать файл"
    And they press "Отправить заявку"
    Then the request has been accepted
    And the backend received at "/api/form_application/" a request without a file

  Scenario: After a reload the form names the file to choose again
    When a visitor opens "/feedback/"
    And they fill in "Имя" with "Иван Соколов"
    And they attach "ТЗ B2B-портал.docx" of 300 KB
    And they reload the page
    Then the field "Имя" holds "Иван Соколов"
    And the field "Файл с описанием задачи" explains "Необязательно. PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, ODS, RTF, TXT, PNG, JPG, ZIP, до 10 МБ. Файл «ТЗ B2B-портал.docx» не сохранился после перезагрузки страницы — выберите его ещё раз."

  @spec-8.7
  Scenario: 19999 ms after it was sent, a request the backend has not answered is still under way
    Given the backend takes 30 seconds to answer a form's request
    When a visitor opens "/feedback/"
    And they fill in the rest of the form with valid details
    And they press "Отправить заявку"
    And 19999 ms pass on the page's clock
    Then the form is still sending

  @backend @spec-8.7
  Scenario Outline: On <path> a backend that does not answer within 20 seconds gets a retry, and every value stays
    Given the backend takes 30 seconds to answer a form's request
    When a visitor opens "<path>"
    And they fill in "<name>" with "<typed>"
    And they fill in the rest of the form with valid details
    And they press "<submit>"
    And 20000 ms pass on the page's clock
    Then the form alerts "<alert>"
    And the field "<name>" holds "<typed>"
    And the form offers "<retry>"

    Examples:
      | path                    | name | typed        | submit                | alert                                                                                                                          | retry             |
      | /feedback/              | Имя  | Иван Соколов | Отправить заявку      | Сервер не ответил за 20 секунд — заявка, возможно, не дошла. Всё, что вы ввели, сохранено — отправьте ещё раз.                 | Отправить ещё раз |
      | /research-hr-tech-form/ | Имя  | Иван Соколов | Получить исследование | Сервер не ответил за 20 секунд — заявка, возможно, не дошла. Всё, что вы ввели, сохранено — отправьте ещё раз.                 | Отправить ещё раз |
      | /en/research-b2b-form/  | Name | John Smith   | Get the study         | The server did not answer within 20 seconds, so the request may not have arrived. Everything you typed is kept: send it again. | Try again         |

  Scenario Outline: On <path> the draft survives going to another page and back
    When a visitor opens "<path>"
    And they fill in "<name>" with "<typed>"
    And they follow the link "<logo>"
    And they go back in the browser
    Then the field "<name>" holds "<typed>"

    Examples:
      | path                       | name | typed        | logo                      |
      | /feedback/                 | Имя  | Иван Соколов | Северный Код — на главную |
      | /en/research-hr-tech-form/ | Name | John Smith   | Severny Kod — home page   |

  @spec-10.1 @spec-9.11
  Scenario Outline: On a 320 px phone <path> is filled and sent with the keyboard alone
    Given the window is 320 by 640 px
    When a visitor opens "<path>"
    And they fill in the form with the keyboard alone
    Then the form gives way to the confirmation "<confirmation>"

    Examples:
      | path                                                  | confirmation                                                                                                       |
      | /feedback/                                            | Спасибо! Менеджер свяжется с вами в течение рабочего дня.                                                          |
      | /research-digital-sales-ecosystem-in-metallurgy-form/ | Спасибо! Отчёт придёт на указанный e-mail в течение 10 минут — проверьте папку «Спам», если его нет во «Входящих». |
      | /en/feedback-bitrix24/                                | Thank you! A manager will contact you within one business day.                                                     |
