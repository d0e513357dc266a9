Feature: Choosing a size, buying it, or asking for a restock notice
  媽咪 Amy picks a size of "有機棉包屁衣" (60cm sold out, 70cm limit 3, 80cm limit 5).

  Rule: the panel opens on a size that can be bought, and a new size starts at quantity 1
    @spec-4.5
    Scenario: Amy opens the panel and changes size
      Given Amy opens the option panel of "有機棉包屁衣"
      Then size "70cm" is chosen with quantity 1
      When Amy raises the quantity 2 times and chooses "80cm"
      Then size "80cm" is chosen with quantity 1

  Rule: quantity stays between 1 and the size's purchase limit
    @spec-4.5 @spec-5
    Scenario: Amy cannot go past the limit or below one
      Given Amy opens the option panel of "有機棉包屁衣"
      When Amy raises the quantity 9 times
      Then size "70cm" is chosen with quantity 3
      When Amy lowers the quantity 9 times
      Then size "70cm" is chosen with quantity 1

  Rule: a sold-out size offers a restock notice
    @spec-4.5
    Scenario: the button and texts of a sold-out size
      Given Amy opens the option panel of "有機棉包屁衣"
      When Amy chooses "60cm"
      Then the action button says "補貨通知我"
      And the panel says "媽咪，該商品已售完" and "點選[補貨通知我]到貨馬上通知您！"

    @spec-4.5 @spec-8
    Scenario: Amy follows a sold-out size
      Given Amy is signed in
      When Amy asks to be notified when "60cm" of "有機棉包屁衣" is restocked
      Then Amy sees the toast "已加入追蹤"
      And "60cm" is on Amy's tracking list
      And the panel says "此商品已加入補貨通知我" and "您可以前往[會員>追蹤清單]查看"

    @spec-4.5 @spec-6
    Scenario: visitor Ben must sign in first
      Given Ben is not signed in
      When Ben asks to be notified when "60cm" of "有機棉包屁衣" is restocked
      Then the login opens saying "點擊補貨通知我"
      And nothing is on Ben's tracking list

  Rule: adding to cart tells the shopper what happened
    @spec-8
    Scenario Outline: the add-to-cart messages
      Given Amy is signed in
      And the cart answers <answer>
      When Amy adds 1 of "70cm" to the cart
      Then Amy sees the toast "<message>"

      Examples:
        | answer                 | message              |
        | added                  | 已加入購物車         |
        | at the limit           | 商品已達限購上限     |
        | discontinued           | 加入購物車失敗，商品已停售 |
        | sold out               | 加入購物車失敗，庫存不足   |
        | not found              | 加入購物車失敗，查無此商品 |
        | with a broken network  | 暫時無法加入購物車！ |

    @spec-4.5
    Scenario: a second tap while adding is ignored
      Given Amy is signed in
      When Amy taps add to cart twice quickly for "70cm"
      Then "70cm" is in Amy's cart once with quantity 1

  Rule: an adult confirmation holds for 30 minutes
    @spec-4.3
    Scenario: Amy confirms her age
      Given Amy has not confirmed her age
      When Amy confirms her age
      Then adult-only goods are unmasked for Amy
      When 30 minutes pass
      Then adult-only goods are masked for Amy

    @spec-4.3
    Scenario: Amy cancels the confirmation
      When Amy cancels the age confirmation
      Then adult-only goods are masked for Amy

  Rule: prices on cards follow the display rules
    @spec-5
    Scenario: a group-buy without a positive price
      When a group-buy card has price 0, original price 590 and 0 likes
      Then the card shows "限時優惠價" instead of a price, no original price and no likes
