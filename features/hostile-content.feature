@spec-3.3 @spec-10.2
Feature: Hostile content runs nothing
  CMS HTML (spec section 3: accordion titles and texts are rendered as HTML, and so
  are article paragraphs) is sanitised by an allow-list once, when content is loaded
  (contracts/sanitizeHtml.ts, applied by the contracts' HtmlSchema). The fixtures of the article
  "Как устроен наш QA-процесс" and of the FAQ of /testing/security-testing/ carry, in both
  languages, every payload of the XSS corpus (spec/support/xssCorpus.ts, the OWASP filter-evasion
  classics), as a compromised backend would send them. Every payload that ran would set
  window.__xss or open a dialog. Opening the pages, and the FAQ answer, must run none of them: no
  flag, no dialog, no console or page error, no javascript:/data: link, frame, object or event
  handler in the DOM. spec/unit/xssCorpus.test.ts checks the sanitiser over each payload alone.

  Background:
    Given the page is watched for script that must not run

  Scenario Outline: The article with the XSS corpus runs nothing (<language>)
    When a visitor opens "<path>"
    Then they see the heading "<heading>"
    And no hostile script ran

    Examples:
      | language | path                                         | heading                  |
      | Russian  | /blog/other/kak-ustroen-nash-qa-process/     | Что мы делаем против XSS |
      | English  | /en/blog/other/kak-ustroen-nash-qa-process/  | What we do against XSS   |

  Scenario Outline: The FAQ answer with the XSS corpus runs nothing when opened (<language>)
    When a visitor opens "<path>"
    And they press the question "<question>"
    Then the question "<question>" is open
    And no hostile script ran

    Examples:
      | language | path                             | question                               |
      | Russian  | /testing/security-testing/       | Как вы защищаете сайт от XSS?          |
      | English  | /en/testing/security-testing/    | How do you protect a site against XSS? |
