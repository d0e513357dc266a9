@admin @issue-28
Feature: The orders desk (訂單管理)
  營運 and 客服 find an order, ship it, mark a home parcel delivered, or cancel it with the money
  given back; 內容 does not see orders. Every action is in the audit log with who did it.

  Rule: an order is shipped once, however many staff press 出貨

    Scenario: 林營運 ships a paid order and the member sees it shipped
      Given a member paid for an order that waits to ship
      When 營運 林營運 ships the order
      Then the member sees her order as "已出貨"
      And the audit log shows 林營運 did "order.ship"

    Scenario: 林營運 and 陳客服 press 出貨 at the same moment
      Given a member paid for an order that waits to ship
      When 營運 林營運 and 客服 陳客服 ship the order at the same moment
      Then the order has one parcel

    Scenario: the carrier books the parcel but its answer is lost: 出貨 later adopts that parcel instead of booking another
      Given a member paid for an order that waits to ship
      And the carrier books the parcel but its answer is lost
      When 營運 林營運 ships the order
      Then the back office answers "出貨結果不明，請至物流後台確認"
      When ten minutes later 營運 林營運 ships the order again
      Then the member sees her order as "已出貨"
      And the order has one parcel

    Scenario: 陳客服 marks a home parcel delivered
      Given a member paid for an order that waits to ship
      And 營運 林營運 shipped the order
      When 客服 陳客服 marks the order delivered
      Then the member sees her order as "已送達"

  Rule: an order not yet shipped can be cancelled, its money given back

    Scenario: 陳客服 cancels a paid order and the payment goes back
      Given a member paid for an order that waits to ship
      When 客服 陳客服 cancels the order because "缺貨"
      Then the member sees her order as "已取消"
      And the payment was given back through the payment service
      And the audit log shows 陳客服 did "order.cancel"

    Scenario: the payment service's answer is lost: the order waits, then is cancelled once the payment service confirms
      Given a member paid for an order that waits to ship
      And the payment service gives the money back but its answer is lost
      When 客服 陳客服 cancels the order because "缺貨"
      Then the back office answers "金流尚未回覆退款結果：系統會自動向金流查詢，確認已退款後取消訂單，請勿重複取消或在金流後台退款"
      And the member sees her order as "待出貨"
      When the payment service answers again and the shop asks it
      Then the member sees her order as "已取消"
      And the payment was given back through the payment service

    Scenario: a shipped order is not cancelled
      Given a member paid for an order that waits to ship
      And 營運 林營運 shipped the order
      When 客服 陳客服 cancels the order because "缺貨"
      Then the back office answers "訂單狀態為「已出貨」，不能取消；已出貨的訂單請走退款流程"
      And the member sees her order as "已出貨"

  Rule: only 營運, 客服 and 管理員 open the orders desk

    Scenario: 內容 does not see the orders
      When 內容 張內容 opens the orders desk
      Then the back office answers "找不到資源"
