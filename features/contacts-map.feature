@spec-2.29
Feature: Each office on a map
  Clause 2.29: on the contacts page every office has a link to a map at its place, and a screen reader
  hears the office's city with the link's words, so that three "Открыть на карте" links are told apart.
  The names below are the links' accessible names: their words, a colon, and the city.

  Scenario Outline: The <office> office on <path> can be found on the map
    When a visitor opens "<path>"
    Then they see the link "<link>" to "<map>"

    Examples:
      | office        | path          | link                           | map                                                                                 |
      | Moscow        | /contacts/    | Открыть на карте: Москва       | https://www.openstreetmap.org/?mlat=55.78632&mlon=37.59871#map=17/55.78632/37.59871 |
      | Yekaterinburg | /contacts/    | Открыть на карте: Екатеринбург | https://www.openstreetmap.org/?mlat=56.83247&mlon=60.59352#map=17/56.83247/60.59352 |
      | Kazan         | /contacts/    | Открыть на карте: Казань       | https://www.openstreetmap.org/?mlat=55.77362&mlon=49.13815#map=17/55.77362/49.13815 |
      | Moscow        | /en/contacts/ | View on the map: Moscow        | https://www.openstreetmap.org/?mlat=55.78632&mlon=37.59871#map=17/55.78632/37.59871 |
