@false
Feature: Scenarios that say false things
  Each of these is wrong about the shop; cucumber must fail every one of them
  (tests/features/falseScenarios.test.ts runs them and expects each to fail).

  Background:
    Given 媽咪 Amy has an account with the nickname "媽咪Amy"

  Scenario: Ben opens the shop on Amy's sign-in
    Given Amy signed in with a shop token 2 days ago
    When Ben opens the shop
    Then Ben is signed in as "媽咪Amy"

  Scenario: a group-buy the shop does not have
    Given the group-buy "不存在的團購" takes 100 off at 1000
    When Amy buys 2 of "有機棉包屁衣" at 500 each
    Then the group-buy saves Amy 100 as "滿1,000折100"

  Scenario: a product the shop does not have
    Given the group-buy "有機棉包屁衣" takes 100 off at 1000
    When Amy buys 2 of "不存在的商品" at 500 each
    Then the group-buy saves Amy 100 as "滿1,000折100"

  Scenario: a size the product does not have
    When Amy puts "99cm" of "有機棉包屁衣" in the cart
    Then Amy's cart stays empty

  Scenario: Ben reads Amy's credit
    Given Amy was granted NT$300 as "review_reward" 1 day ago
    When Amy opens her shopping credit
    Then Ben's balance is NT$300
