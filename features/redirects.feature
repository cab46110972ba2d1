Feature: Redirects
  Old and alternative addresses keep working (spec section 9 "Redirects", docs/specification.md 9.1–9.5).
  "A path without trailing slash goes to the slash version, keeping the query. Paths containing amp/
  go to the path with the first four characters removed. /portfolio-web-studii/{category}/{project}/
  goes to /portfolio-web-studii/{project}/." All redirects are 301, apply in both locales (keeping
  /en/) and keep the query string. The table lives in site/config/redirects.json.
  No redirect may ever leave the site: the one external redirect is /career/ to the career site.
  Three hostile addresses stand here for the whole corpus (encoded, doubled and malformed ones), which
  spec/unit/hostileRequests.test.ts sends through the server's whole request pipeline.

  Rule: every named redirect answers 301 with its new address, in Russian and in English

    Scenario Outline: <from> moves to <to>
      Then "<from>" redirects permanently to "<to>"
      And "/en<from>" redirects permanently to "/en<to>"
      And "<to>" is not redirected

      @spec-9.4
      Examples: retired sections go home
        | from                | to |
        | /services/          | /  |
        | /solutions/         | /  |
        | /industries/        | /  |
        | /solutions/rpa/     | /  |
        | /network/           | /  |
        | /feedback-rpa/      | /  |

      @spec-9.4
      Examples: moved pages
        | from                              | to                                 |
        | /services/hr/                     | /solutions/hr/                     |
        | /researches/                      | /blog/researches/                  |
        | /services/bitrix24/               | /solutions/bitrix24/               |
        | /create-site/                     | /services/sozdanie-saytov/         |
        | /solutions/b2b-platform/          | /services/b2b-systems/             |
        | /services/pim/                    | /solutions/pim/                    |
        | /solutions/sozdanie-saytov/       | /services/sozdanie-saytov/         |
        | /solutions/sozdanie-internet-magazina/ | /services/sozdanie-internet-magazina/ |

      @spec-9.4
      Examples: old blog articles and renamed projects
        | from                                                | to                                          |
        | /blog/novosti-kompanii-2019/                        | /blog/                                      |
        | /blog/itogi-goda-2018/                              | /blog/                                      |
        | /blog/konferenciya-bitrix-2020/                     | /blog/events/                               |
        | /blog/vebinar-b2b-portaly-2021/                     | /blog/events/                               |
        | /portfolio-web-studii/internet-magazin-santekhniki/ | /portfolio-web-studii/santekhnika-b2c-store/ |
        | /portfolio-web-studii/korporativnyy-portal-logistika/ | /portfolio-web-studii/logistics-intranet/ |
        | /portfolio-web-studii/b2b-portal-metall/            | /portfolio-web-studii/metal-trader-b2b-portal/ |

      @spec-9.3
      Examples: a project inside a category goes to the project
        | from                                                 | to                                 |
        | /portfolio-web-studii/internet-magazin/dom-tekstilya-shop/ | /portfolio-web-studii/dom-tekstilya-shop/ |
        | /portfolio-web-studii/b2b-portaly/uralskiy-trubnyy-zavod-b2b/ | /portfolio-web-studii/uralskiy-trubnyy-zavod-b2b/ |

      @spec-2.4
      Examples: Bitrix24 pages keep the case of their slug
        | from                 | to                   |
        | /bitrix24/crm/       | /bitrix24/Crm/       |
        | /bitrix24/dorabotka/ | /bitrix24/Dorabotka/ |
        | /bitrix24/enterprise/ | /bitrix24/Enterprise/ |
        | /bitrix24/kedo/      | /bitrix24/Kedo/      |

      @spec-9.2
      Examples: AMP addresses lose their amp segment
        | from               | to             |
        | /amp/contacts/     | /contacts/     |
        | /amp/blog/b2b-ecommerce/ | /blog/b2b-ecommerce/ |

      @spec-9.1
      Examples: a missing trailing slash is added
        | from                         | to                            |
        | /contacts                    | /contacts/                    |
        | /services/ux-ui-design       | /services/ux-ui-design/       |

  @spec-9.1 @spec-9.4
  Rule: a redirect keeps the query string and lands in one hop

    Scenario: The query survives the redirect
      Then "/create-site/?utm_source=newsletter&utm_medium=email" redirects permanently to "/services/sozdanie-saytov/?utm_source=newsletter&utm_medium=email"
      And "/en/contacts?ref=card" redirects permanently to "/en/contacts/?ref=card"

    Scenario: Two rules at once still take one hop
      Then "/amp/create-site" redirects permanently to "/services/sozdanie-saytov/"
      And "/en/solutions/sozdanie-saytov" redirects permanently to "/en/services/sozdanie-saytov/"

    @smoke
    Scenario: A visitor following an old link lands on the new page
      When a visitor opens "/services/?from=old-menu"
      Then the address is "/?from=old-menu"
      And they see the heading "Цифровые продукты, которые продают"

  @spec-9.2
  Rule: only a leading amp segment is AMP

    Scenario: /champ/ is an ordinary (unknown) page
      Then "/champ/" is not redirected
      And "/champ" redirects permanently to "/champ/"

  @spec-9.5
  Rule: /career/ is the one redirect that leaves the site

    Scenario: The career page lives on the career site
      Then "/career/" redirects permanently to the career site
      And "/en/career/?vacancy=qa" redirects permanently to the career site with "?vacancy=qa"

  @spec-9.5
  Rule: no redirect ever leaves the site, whatever the path holds

    Scenario: A forged Host header cannot turn a redirect into a way out
      Then a request for "/contacts" with the Host "evil.example" is redirected to "/contacts/"
      And a request for "/amp//evil.example/" with the Host "evil.example" does not leave the site

    @smoke
    Scenario Outline: <path> stays on the site
      Then a request for "<path>" does not leave the site

      Examples:
        | path                |
        | //evil.example/     |
        | /\evil.example      |
        | /amp//evil.example/ |
