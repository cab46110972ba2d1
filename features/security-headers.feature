@spec-10.2
Feature: Security headers on every answer
  Why: decision 012 and docs/security.md. Every answer of the server carries the same
  protective headers: nosniff, a strict referrer policy, powerful browser features off, its own
  browsing context group and resources for its own pages only, and no X-Powered-By. Its
  Content-Security-Policy depends on what the answer is:
  - a page that may go to more than one visitor — prerendered by the build, or rendered once and
    kept a minute for everyone asking for the same address (search, a missing page; decision 015) —
    has no inline script in it and allows none at all: scripts come from the site itself only;
  - a page rendered for one visitor only (an article preview) allows, besides the site's own
    files, only the scripts that carry a nonce made for this one answer, and every script Vike wrote carries it;
  - anything that is not a page (the API, files, redirects) lets nothing run or load.

  In the browser the policy is enforced in every scenario of the suite: each fails on any report
  of a blocked script, style, image, frame or connection (features/support/cspViolations.ts).

  Scenario Outline: <kind> (<language>) may go to many visitors, so its policy allows no inline script
    When the server is asked for "<path>"
    Then it answers with status <status>
    And the answer carries the security headers
    And its policy allows no inline script at all

    Examples:
      | kind               | language | path                   | status |
      | A prerendered page | Russian  | /contacts/             | 200    |
      | A prerendered page | English  | /en/contacts/          | 200    |
      | A search page      | Russian  | /search/?q=битрикс     | 200    |
      | A search page      | English  | /en/search/?q=bitrix24 | 200    |
      | A missing page     | Russian  | /no-such-page/         | 404    |
      | A missing page     | English  | /en/no-such-page/      | 404    |

  Scenario Outline: An article preview (<language>) is for one visitor, so only scripts with its own nonce run
    When the server is asked for "<path>"
    Then it answers with status 200
    And the answer carries the security headers
    And its policy allows only the scripts carrying its own nonce, and the page's scripts carry it

    Examples:
      | language | path                                                |
      | Russian  | /blog-test/forum-optovaya-torgovlya-onlayn-2026/    |
      | English  | /en/blog-test/forum-optovaya-torgovlya-onlayn-2026/ |

  Scenario Outline: <kind> (<language>) is not a page, so its policy lets nothing run or load
    When the server is asked for "<path>"
    Then it answers with status <status>
    And the answer carries the security headers
    And its policy lets nothing run or load

    Examples:
      | kind                    | language | path                   | status |
      | A page's API data       | Russian  | /api/home.json         | 200    |
      | A page's API data       | English  | /api/en/home.json      | 200    |
      | A public file           | both     | /favicon.svg           | 200    |
      | A redirect              | Russian  | /create-site           | 301    |
      | A wrong method's answer | both     | /api/form_application/ | 405    |

  Scenario: Every rendering of a page for one visitor gets a nonce of its own
    When the server is asked for "/blog-test/forum-optovaya-torgovlya-onlayn-2026/"
    Then asked for "/blog-test/forum-optovaya-torgovlya-onlayn-2026/" again, it answers with another nonce

  Scenario Outline: A visitor's tour in <language> — the cookie notice, the counter and the menu, then the search page and a form sent — runs without a single policy violation
    Given the screen is 375 px wide
    When a visitor opens "<home>"
    And they wait as long as the cookie notice takes to appear
    Then the cookie notice shows
    When they scroll to 5 px
    Then the analytics counter has loaded once
    When they press "<open menu>"
    Then the menu "<menu>" covers the screen
    When a visitor opens "<search page>"
    And a visitor opens "<form>"
    And they fill in the rest of the form with valid details
    And they press "<submit>"
    Then the form gives way to the confirmation "<confirmation>"
    And the Content-Security-Policy blocked nothing

    Examples:
      | language | home | open menu    | menu       | search page            | form          | submit           | confirmation                                                   |
      | Russian  | /    | Открыть меню | Меню сайта | /search/?q=битрикс     | /feedback/    | Отправить заявку | Спасибо! Менеджер свяжется с вами в течение рабочего дня.      |
      | English  | /en/ | Open menu    | Site menu  | /en/search/?q=bitrix24 | /en/feedback/ | Send request     | Thank you! A manager will contact you within one business day. |

  Scenario: The header's search block opens and finds pages under the policy
    When a visitor opens "/"
    And they open the search block
    And they type "мобильн" in the search block
    And they stop typing
    Then the search block says "Найдено 7 страниц"
    And the Content-Security-Policy blocked nothing

  Scenario Outline: A script slipped into a <kind> page is blocked and reported
    Given an inline script and an event handler are slipped into "<path>" on the way
    When a visitor opens "<path>"
    Then the policy blocked both and the browser reported each

    Examples:
      | kind        | path                                             |
      | prerendered | /contacts/                                       |
      | rendered    | /en/search/?q=site                               |
      | preview     | /blog-test/forum-optovaya-torgovlya-onlayn-2026/ |
