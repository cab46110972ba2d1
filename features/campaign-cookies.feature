@spec-4.11
Feature: Campaign cookies
  Marketing attribution survives the visit (spec section 4 "Campaign cookies", docs/specification.md
  4.11): "on the first request, utm_source, utm_medium and utm_campaign are each
  stored with path / from the query value (empty if absent). An existing cookie is replaced only when
  the query carries a different non-empty value." The server does it on every HTML page request.
  Cookies: Path=/, SameSite=Lax, Secure on https, a stated max age; values are encoded, limited to
  256 characters, and only these three names are ever written from a query.

  Background:
    Given a visitor without campaign cookies

  Rule: the first visit stores all three cookies

    @smoke
    Scenario: A first visit without campaign parameters stores three empty cookies
      When they open "/"
      Then the campaign cookies are
        | utm_source   |  |
        | utm_medium   |  |
        | utm_campaign |  |

    Scenario: A first visit from a campaign stores its values, an absent one as empty
      When they open "/?utm_source=yandex&utm_medium=cpc"
      Then the campaign cookies are
        | utm_source   | yandex |
        | utm_medium   | cpc    |
        | utm_campaign |        |

    Scenario: English pages follow the same rule
      When they open "/en/?utm_source=linkedin&utm_medium=social&utm_campaign=b2b-q4"
      Then the campaign cookies are
        | utm_source   | linkedin |
        | utm_medium   | social   |
        | utm_campaign | b2b-q4   |

    Scenario: A page that does not exist still records the campaign
      When they open "/no-such-page/?utm_source=yandex"
      Then the cookie "utm_source" is "yandex"

  Rule: a stored cookie changes only for a different non-empty value

    Scenario: A later visit without parameters keeps the stored values
      Given the visitor has the campaign cookies
        | utm_source   | yandex |
        | utm_medium   | cpc    |
        | utm_campaign | autumn |
      When they open "/"
      Then the campaign cookies are
        | utm_source   | yandex |
        | utm_medium   | cpc    |
        | utm_campaign | autumn |

    Scenario: An empty parameter does not erase a stored value
      Given the visitor has the campaign cookies
        | utm_source | yandex |
      When they open "/?utm_source=&utm_medium=email"
      Then the campaign cookies are
        | utm_source   | yandex |
        | utm_medium   | email  |
        | utm_campaign |        |

    Scenario: A different non-empty value replaces only its own cookie
      Given the visitor has the campaign cookies
        | utm_source   | yandex |
        | utm_medium   | cpc    |
        | utm_campaign | autumn |
      When they open "/?utm_source=google&utm_medium=cpc"
      Then the campaign cookies are
        | utm_source   | google |
        | utm_medium   | cpc    |
        | utm_campaign | autumn |

    Scenario: An empty stored cookie takes a later campaign value
      Given the visitor has the campaign cookies
        | utm_campaign |  |
      When they open "/?utm_campaign=winter-sale"
      Then the cookie "utm_campaign" is "winter-sale"

  Rule: only the three names are written, encoded and capped

    Scenario: Other parameters never become cookies
      When they open "/?utm_term=crm&utm_content=banner&session=admin&utm_source=yandex"
      Then the visitor has no cookie "utm_term"
      And the visitor has no cookie "utm_content"
      And the visitor has no cookie "session"
      And the cookie "utm_source" is "yandex"

    Scenario: Values are stored encoded and read back unchanged
      When they open "/?utm_campaign=%D0%BE%D1%81%D0%B5%D0%BD%D1%8C%202026%3B%20path%3D%2Fadmin"
      Then the cookie "utm_campaign" is "осень 2026; path=/admin"
      And the raw cookie "utm_campaign" has no spaces or semicolons

    Scenario: A value longer than 256 characters is cut to 256
      When they open "/" with "utm_source" set to 300 letters "a"
      Then the cookie "utm_source" holds 256 characters

    Scenario: The cookies are for the whole site, sent on same-site navigation only, and expire
      When they open "/?utm_source=yandex"
      Then every campaign cookie has path "/", SameSite "Lax" and an expiry
      And no campaign cookie is marked Secure on plain http
