# language: ru
# twin of: features/api.feature
@backend @spec-7.2 @spec-7.5 @spec-10.4
Функция: Содержимое и описания форм приходят из API
  Раздел 7 спецификации: русское содержимое — GET /api/{file}, английское — GET /api/en/{file},
  описания форм — без префикса языка (docs/specification.md, пункт 7.3: GET /api/forms/{form}.json).
  Без сети сервер сайта отвечает на них сам, из фикстур, ровно так, как описывает контракт в contracts/.
  Английская версия: features/api.feature.

  Структура сценария: <что> отдаётся по адресу <адрес>
    Когда клиент запрашивает "<адрес>"
    Тогда ответ — JSON со статусом 200
    И его поле "<поле>" равно "<значение>"

    Примеры:
      | что                  | адрес                              | поле           | значение                                                   |
      | главная по-русски    | /api/home.json                     | meta.title     | Северный Код — интернет-магазины, B2B-порталы и Битрикс24 |
      | главная по-английски | /api/en/home.json                  | meta.title     | Severny Kod — online stores, B2B portals and Bitrix24      |
      | страница Битрикс24   | /api/bitrix24/Crm.json             | hero.title     | Настроим CRM Битрикс24 так, чтобы менеджеры в ней работали |
      | список рубрик блога  | /api/en/blog/lists/researches.json | category       | researches                                                 |
      | описание формы       | /api/forms/feedback.json           | data.form.name | feedback                                                   |

  Сценарий: Неизвестный файл содержимого — 404 в формате ошибок API
    Когда клиент запрашивает "/api/services/no-such-service.json"
    Тогда ответ — JSON со статусом 404
