@issue-10
Feature: Red dots in the member area
  A signed-in parent sees a red dot beside a member page when something new waits there:
  a coupon received, shopping credit granted, an order to pay, a restock of a size she follows.
  Opening the page tells the shop she has seen it.

  Rule: a red dot shows what is new until its page is opened

    @spec-7
    Scenario: Amy opens her coupons and the dot goes
      Given 媽咪 Amy is signed in
      And Amy has received a new coupon
      Then Amy sees a red dot beside "我的折價券"
      When Amy opens "我的折價券"
      Then Amy sees no red dot beside "我的折價券"

  Rule: the red dots are asked for at most every 30 seconds

    @spec-7 @spec-9
    Scenario: new credit shows after half a minute
      Given 媽咪 Amy is signed in
      And Amy has looked at her member area
      When Amy is granted shopping credit
      And Amy comes back 29 seconds later
      Then Amy sees no red dot beside "我的購物金"
      When Amy comes back 1 second later
      Then Amy sees a red dot beside "我的購物金"

  Rule: red dots are for signed-in members outside the app

    @spec-6
    Scenario Outline: who sees red dots
      Given a parent who is <who>
      Then she <sees> red dots

      Examples:
        | who                      | sees        |
        | signed in on the web     | sees        |
        | signed in inside the app | does not see |
        | a visitor                | does not see |
