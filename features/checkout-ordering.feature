@checkout
Feature: Placing an order
  An order is made once, from what is in stock, or not at all.

  Rule: sending the same order twice makes one order

    Scenario: Amy taps 送出訂單 twice
      Given Amy's checkout holds 1 of option 7 and the shop has 5
      When Amy places her order
      And Amy places her order again before the page changes
      Then the shop has made 1 order
      And the shop has 4 of option 7 left

    Scenario: Amy's connection drops after the order is made
      Given Amy's checkout holds 1 of option 7 and the shop has 5
      And the shop's answer to Amy will be lost
      When Amy places her order
      And Amy places her order again
      Then the shop has made 1 order
      And Amy sees her order placed

  Rule: stock never goes below zero, and a line that cannot be bought stops the whole order

    @spec-5
    Scenario: the last one goes to one buyer only
      Given Amy's checkout holds 1 of option 7 and the shop has 1
      And Ben's checkout holds 1 of option 7
      When Amy places her order
      And Ben places his order
      Then Amy sees her order placed
      And Ben is told option 7 is "商品已售完"
      And the shop has 0 of option 7 left

    Scenario: one sold-out line stops the order and takes nothing
      Given Amy's checkout holds 1 of option 7 and the shop has 5
      And Amy's checkout also holds 2 of option 8 and the shop has 1
      When Amy places her order
      Then Amy is told option 8 is "商品已售完"
      And the shop has made 0 orders
      And the shop has 5 of option 7 left

  Rule: the total never goes up without the parent's say

    Scenario: Amy's coupon went to her other order while she was paying
      Given Amy's checkout holds 1 of option 7 and the shop has 5
      And Amy's page shows a total of NT$669 but her checkout now costs NT$769
      When Amy places her order
      Then Amy is asked to confirm the new total NT$769
      And the shop has made 0 orders
      When Amy confirms the new total and places her order
      Then Amy sees her order placed
      And the shop has made 1 order
