Feature: Client-side navigation
  Spec section 2 "Layouts": on page change the view scrolls to the top after 300 ms, or restores the
  saved position on back navigation. Section 4: a chunk-load failure reloads the page once, at most
  one reload per 60 s. Section 7: page code is loaded lazily by chunk; links are not prefetched on 2g
  or data saver. Section 9: scroll restore 300 ms; scroll-to-section offset 120 px; reload guard
  60000 ms.
  Decisions (site/rules/navigation.ts): the new page is rendered as soon as it arrives, and the view
  is put in place 300 ms after the link was followed (or at once, if the page took longer): at the top
  of the new page, or where the visitor left the page when they go back; until then the old view fades
  and the new page stays hidden. A section link leaves the section's top 120 px below the top of the
  window, clear of the sticky header. The code of the page behind a link is fetched as soon as the
  visitor points at the link or focuses it.
  A chunk-load failure is simulated with the event Vite's built code raises for one, vite:preloadError:
  it tests the site's handling the same way on the development and the built server (the development
  server has no chunks to break, and a built one names them by a hash).
  The scenarios about a delay move the page's clock by exact amounts, never waiting for it.

  @spec-2.17 @spec-9.6
  Rule: 300 ms after a link was followed, the view is at the top of the new page

    Scenario Outline: <elapsed> ms after following a link the new page is scrolled to <position> px
      Given the window is 1280 by 800 px
      And the network holds back the next page
      When a visitor opens "/services-list/"
      And they scroll to 1200 px
      And they follow the link "Контакты" in the header
      And the next page arrives
      And <elapsed> ms pass on the page's clock
      Then the main heading is "Контакты"
      And the page is scrolled to <position> px

      Examples:
        | elapsed | position |
        | 299     | 1200     |
        | 300     | 0        |

    Scenario: A page that takes longer than 300 ms is at its top as soon as it arrives
      Given the window is 1280 by 800 px
      And the network holds back the next page
      When a visitor opens "/services-list/"
      And they scroll to 1200 px
      And they follow the link "Контакты" in the header
      And 2000 ms pass on the page's clock
      And the next page arrives
      Then the main heading is "Контакты"
      And the page is scrolled to 0 px

    Scenario: While the next page takes longer than 300 ms, the view stays where the visitor left it
      Given the window is 1280 by 800 px
      And the network holds back the next page
      When a visitor opens "/services-list/"
      And they scroll to 1200 px
      And they follow the link "Контакты" in the header
      And 2000 ms pass on the page's clock
      Then the main heading is "Услуги и решения"
      And the page is scrolled to 1200 px

  @spec-2.17 @spec-9.6
  Rule: 300 ms after going back, the previous page is where the visitor left it

    Scenario Outline: <elapsed> ms after going back the previous page is scrolled to <position> px
      Given the window is 1280 by 800 px
      And the network holds back the next page
      When a visitor opens "/services-list/"
      And they scroll to 1200 px
      And they follow the link "Контакты" in the header
      And the next page arrives
      And 300 ms pass on the page's clock
      And they go back in the browser
      And the next page arrives
      And <elapsed> ms pass on the page's clock
      Then the main heading is "Услуги и решения"
      And the page is scrolled to <position> px

      Examples:
        | elapsed | position |
        | 299     | 0        |
        | 300     | 1200     |

  @spec-2.17 @spec-9.6
  Rule: A link to a section leaves the section's top 120 px below the top of the window

    Scenario Outline: Following "<section>" in the contents of <path>
      Given the window is 1280 by 800 px
      When a visitor opens "<path>"
      And they follow the link "<section>"
      Then the section "<section>" starts 120 px below the top of the window

      Examples:
        | path           | section                        |
        | /agreement/    | 5. Персональные данные         |
        | /agreement/    | 3. Условия использования Сайта |
        | /en/agreement/ | 6. Cookies and web analytics   |

    Scenario: Following the same section link again, after scrolling away, lands the section there again
      Given the window is 1280 by 800 px
      When a visitor opens "/agreement/"
      And they follow the link "5. Персональные данные"
      And they scroll to 0 px
      And they follow the link "5. Персональные данные"
      Then the section "5. Персональные данные" starts 120 px below the top of the window

    Scenario: An address that names a section opens the page at that section
      Given the window is 1280 by 800 px
      When a visitor opens "/agreement/#section-5"
      Then the section "5. Персональные данные" starts 120 px below the top of the window

  @spec-4.12 @spec-8.5 @spec-9.8
  Rule: A failed chunk load reloads the page, at most once in 60000 ms

    Scenario: A failed chunk load reloads the page
      When a visitor opens "/contacts/"
      And a piece of the page's code fails to load
      Then the page reloads

    Scenario Outline: A second failure <elapsed> ms after the reload: the page <outcome>
      Given a visitor's page "/contacts/" has reloaded after a piece of its code failed to load
      When <elapsed> ms pass on the page's clock
      And a piece of the page's code fails to load
      Then the page <outcome>

      Examples:
        | elapsed | outcome         |
        | 0       | does not reload |
        | 59999   | does not reload |
        | 60000   | reloads         |

  @spec-7.6
  Rule: Links are prefetched, except on 2g or with data saver

    Scenario Outline: On a <connection> connection, pointing at a link fetches the code of its page ahead
      Given the visitor's connection is "<connection>", with data saver off
      When a visitor opens "/services-list/"
      And they point at the link "Контакты" in the header
      Then the code of that page is fetched ahead

      Examples:
        | connection |
        | 4g         |
        | 3g         |

    Scenario Outline: On a <connection> connection, data saver <data saver>: pointing at a link fetches nothing ahead
      Given the visitor's connection is "<connection>", with data saver <data saver>
      When a visitor opens "/services-list/"
      And they point at the link "Контакты" in the header
      Then nothing is fetched ahead

      Examples:
        | connection | data saver |
        | 2g         | off        |
        | slow-2g    | off        |
        | 4g         | on         |

    Scenario: Keyboard focus on a link prefetches like pointing at it
      Given the visitor's connection is "4g", with data saver off
      When a visitor opens "/services-list/"
      And they move the keyboard focus to the link "Контакты" in the header
      Then the code of that page is fetched ahead

    Scenario: With data saver on, keyboard focus on a link fetches nothing ahead
      Given the visitor's connection is "4g", with data saver on
      When a visitor opens "/services-list/"
      And they move the keyboard focus to the link "Контакты" in the header
      Then nothing is fetched ahead

    Scenario: With data saver on, the link still opens its page
      Given the visitor's connection is "4g", with data saver on
      When a visitor opens "/services-list/"
      And they follow the link "Контакты" in the header
      And they wait for the page change to finish
      Then the main heading is "Контакты"
