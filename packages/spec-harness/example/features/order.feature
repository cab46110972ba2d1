@spec-2.1
Feature: The total of an order
  The till adds up the drinks a customer orders, and takes 10 % off for a loyalty card.

  Scenario: Two drinks cost the sum of their prices
    Given an empty order
    When the barista adds a "cappuccino" at 180
    And the barista adds a "latte" at 200
    Then the total is 380

  @spec-2.2
  Scenario: A loyalty card takes 10 % off, rounded down
    Given an empty order
    When the barista adds a "flat white" at 215
    And the customer shows a loyalty card
    Then the total is 193
