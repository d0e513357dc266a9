@issue-9
Feature: Reviews after an order is completed
  A parent reviews what she bought once the order is completed; a review that says
  something (15 characters or more) earns NT$10 of shopping credit.

  Rule: only the lines of one's own completed orders can be reviewed, once each

    Scenario: Amy reviews a completed order and earns credit
      Given 媽咪 Amy's order with "有機棉包屁衣" is completed
      When Amy gives "有機棉包屁衣" 5 stars and writes "穿起來很柔軟，寶寶睡得很好，推薦給大家"
      Then Amy is told "感謝您的評價！已回饋購物金 NT$10"
      And "有機棉包屁衣" no longer waits for Amy's review

    Scenario: a short review is welcome but earns no credit
      Given 媽咪 Amy's order with "吸管水杯" is completed
      When Amy gives "吸管水杯" 4 stars and writes "好用"
      Then Amy is told "感謝您的評價！"

    Scenario: Amy cannot review an order still on its way
      Given 媽咪 Amy's order with "吸管水杯" is shipped
      When Amy gives "吸管水杯" 4 stars and writes "還沒收到，先給四顆星"
      Then Amy is told "訂單完成後才能評價這件商品"

    Scenario: a line is reviewed only once
      Given 媽咪 Amy's order with "有機棉包屁衣" is completed
      And Amy has reviewed "有機棉包屁衣"
      When Amy gives "有機棉包屁衣" 3 stars and writes "想再評一次"
      Then Amy is told "這件商品已經評價過了"

    Scenario: Amy cannot review Ben's order
      Given 爸比 Ben's order with "安撫奶嘴" is completed
      When Amy gives "安撫奶嘴" 5 stars and writes "不是我買的"
      Then Amy is told "找不到您要的頁面"

  Rule: the review asks how the size fit only for goods worn on the body

    Scenario: Amy reviews a sippy cup without a word on its size
      Given 媽咪 Amy's order with "吸管水杯" is completed
      When Amy gives "吸管水杯" 4 stars without saying how the size fit
      Then Amy is told "感謝您的評價！"

    Scenario: a bodysuit's review needs how the size fit
      Given 媽咪 Amy's order with "有機棉包屁衣" is completed
      When Amy gives "有機棉包屁衣" 4 stars without saying how the size fit
      Then Amy is told "請選擇尺寸是否合適" about her sizeFit
