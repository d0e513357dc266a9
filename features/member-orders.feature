@issue-9
Feature: Finding and cancelling orders
  A parent finds every order under the tab of where it is, and can take back an order not yet paid.

  Rule: each order shows under the tab of its state, and 全部 shows them all

    Scenario: Amy's orders sort into the tabs
      Given Amy has an order waiting for payment
      And Amy has an order on its way
      And Amy has an order delivered 2 days ago
      When Amy looks at her orders under "已出貨"
      Then she sees 2 orders
      And the tab "全部" counts 3 orders

  Rule: an order can be cancelled only while it waits for payment

    Scenario: Amy cancels an unpaid order and gets its items back on the shelf
      Given Amy has an order waiting for payment
      When Amy cancels that order
      Then Amy sees the toast "訂單已取消，商品、折價券與購物金已退回"
      And the order shows "已取消"
      And its items are back in stock

    Scenario: a paid order cannot be cancelled
      Given Amy has an order waiting to ship
      When Amy cancels that order
      Then Amy sees the toast "這筆訂單已付款或已處理，無法取消；如需協助請申請退款或聯絡客服"
      And the order shows "待出貨"

  Rule: what Amy can do depends on where the order is

    Scenario Outline: the actions an order offers
      Given Amy has an order that is "<state>"
      Then the order offers "<actions>"

      Examples:
        | state                      | actions           |
        | waiting for payment        | 重新付款, 取消訂單 |
        | waiting to ship            | nothing           |
        | delivered 2 days ago       | 申請退款           |
        | completed 3 days after delivery | 申請退款, 評價 |
        | completed 10 days after delivery | 評價          |
        | cancelled                  | nothing           |
