@issue-9
Feature: Asking for a refund
  Within 7 days of delivery (鑑賞期) a parent can send back what was bought, all of it or part,
  and gets back each item's share of what was paid.

  Rule: a refund can be asked for within 7 days of delivery only

    Scenario: Amy asks for a refund 6 days after delivery
      Given Amy paid NT$1,000 for 2 of "有機棉包屁衣" delivered 6 days ago
      When Amy asks for a refund of 1 "有機棉包屁衣" to her shopping credit
      Then Amy sees the toast "已送出退款申請，我們會盡快為您處理"
      And the refund is NT$500 to "購物金"

    Scenario: 8 days after delivery is too late
      Given Amy paid NT$1,000 for 2 of "有機棉包屁衣" delivered 8 days ago
      When Amy asks for a refund of 1 "有機棉包屁衣" to her shopping credit
      Then Amy sees the toast "已超過 7 天鑑賞期，無法申請退款"

    Scenario: an order not yet delivered cannot be refunded
      Given Amy has an order on its way
      When Amy asks for a refund of everything in it
      Then Amy sees the toast "這筆訂單目前無法申請退款，送達後才能申請"

  Rule: a parent cannot get back more than was bought

    Scenario: Amy asks for one more than is left
      Given Amy paid NT$1,000 for 2 of "有機棉包屁衣" delivered 1 day ago
      And Amy has already asked for a refund of 1 "有機棉包屁衣"
      When Amy asks for a refund of 2 "有機棉包屁衣" to her shopping credit
      Then Amy sees the toast "退款數量超過可退數量"

    Scenario: nothing chosen
      Given Amy paid NT$1,000 for 2 of "有機棉包屁衣" delivered 1 day ago
      When Amy asks for a refund of 0 "有機棉包屁衣" to her shopping credit
      Then Amy sees the toast "請選擇要退款的商品與數量"

  Rule: partial refunds share out what was paid, and together never exceed it

    Scenario: three partial refunds add up to exactly what was paid
      Given Amy paid NT$1,000 for 3 of "有機棉包屁衣" delivered 1 day ago
      When Amy asks for a refund of 1 "有機棉包屁衣" to her shopping credit
      And Amy asks for a refund of 1 "有機棉包屁衣" to her shopping credit
      And Amy asks for a refund of 1 "有機棉包屁衣" to her shopping credit
      Then her refunds are NT$333, NT$334 and NT$333
      And the order shows "退款申請中"

  Rule: 其他 needs a few words of why

    Scenario: Amy picks 其他 and says nothing
      Given Amy paid NT$1,000 for 2 of "有機棉包屁衣" delivered 1 day ago
      When Amy asks for a refund of 1 "有機棉包屁衣" for "其他" without saying why
      Then Amy sees the toast "請說明退款原因"
