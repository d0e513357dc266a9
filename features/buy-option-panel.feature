Feature: Choosing a size, buying it, or asking for a restock notice
  媽咪 Amy picks a size of "有機棉包屁衣" (60cm sold out, 70cm limit 3, 80cm limit 5).

  Rule: when sizes differ the panel opens on none: the parent chooses, and a new size starts at quantity 1
    @spec-4.5
    Scenario: Amy must choose a size before adding
      Given Amy opens the option panel of "有機棉包屁衣"
      Then no size is chosen
      And the action button says "請選擇尺寸"
      When Amy chooses "70cm"
      Then size "70cm" is chosen with quantity 1
      And the action button says "加入購物車"

    @spec-4.5
    Scenario: Amy changes size
      Given Amy opens the option panel of "有機棉包屁衣"
      When Amy chooses "70cm"
      And Amy raises the quantity 2 times and chooses "80cm"
      Then size "80cm" is chosen with quantity 1

  Rule: each size shows its own purchase limit before the cart applies it
    @spec-4.5 @spec-3
    Scenario: the limits Amy sees next to the sizes
      Given Amy opens the option panel of "有機棉包屁衣"
      Then size "70cm" says "限購 3 件"
      And size "80cm" says "限購 5 件"
      And size "60cm" shows no limit, being sold out

  Rule: quantity stays between 1 and the size's purchase limit
    @spec-4.5 @spec-5
    Scenario: Amy cannot go past the limit or below one
      Given Amy opens the option panel of "有機棉包屁衣"
      And Amy chooses "70cm"
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
      And Ben is told nothing

    @spec-4.5 @spec-8
    Scenario: Amy stops the restock notice
      Given Amy is signed in
      And Amy asks to be notified when "60cm" of "有機棉包屁衣" is restocked
      When Amy cancels the restock notice for "60cm" of "有機棉包屁衣"
      Then Amy is told "已加入追蹤" and then "已移除追蹤"
      And nothing is on Amy's tracking list now
      And the action button says "補貨通知我"

    @spec-8
    Scenario Outline: the restock notice cannot be changed right now
      Given Amy is signed in
      And the tracking list cannot be reached
      When Amy <action> "60cm" of "有機棉包屁衣"
      Then Amy sees the toast "<message>"

      Examples:
        | action                         | message          |
        | asks for a restock notice for  | 暫時無法加入追蹤 |
        | cancels the restock notice for | 暫時無法移除追蹤 |

  Rule: adding to cart tells the shopper what happened
    @spec-8 @spec-4.5
    Scenario Outline: the add-to-cart messages
      Given Amy is signed in
      And <situation>
      When Amy adds 1 of "<size>" to the cart
      Then Amy sees the toast "<message>"

      Examples:
        | situation                               | size | message                    |
        | Amy's cart is empty                     | 70cm | 已加入購物車               |
        | Amy already has 3 of "70cm" in her cart | 70cm | 商品已達限購上限           |
        | "有機棉包屁衣" is no longer sold         | 70cm | 加入購物車失敗，商品已停售 |
        | Amy's cart is empty                     | 60cm | 加入購物車失敗，庫存不足   |
        | Amy's cart is empty                     | 95cm | 加入購物車失敗，查無此商品 |
        | the shop cannot be reached              | 70cm | 暫時無法加入購物車！       |

    @spec-4.5 @spec-2.4
    Scenario: a successful add moves the cart badge and is recorded
      Given Amy is signed in
      When Amy adds 2 of "80cm" to the cart
      Then "80cm" is in Amy's cart once with quantity 2
      And the cart badge shows 1
      And the shop records that Amy added 2 of "80cm"

    @spec-4.5
    Scenario: a second tap while adding is ignored
      Given Amy is signed in
      When Amy taps add to cart twice quickly for "70cm"
      Then "70cm" is in Amy's cart once with quantity 1
      And Amy sees the toast "已加入購物車"

    @spec-4.5 @spec-6
    Scenario: visitor Ben must sign in before adding to the cart
      Given Ben is not signed in
      When Ben adds 1 of "70cm" to the cart
      Then the login opens saying "點擊加入購物車"
      And nothing is in Ben's cart
      And Ben is told nothing
      And the shop records no add to cart

    @spec-4.5 @spec-6
    Scenario: Ben signs in from the login the add opened, and the add goes through
      Given Ben is not signed in
      When Ben adds 1 of "70cm" to the cart
      And Ben signs in from the login dialog
      Then "70cm" is in Ben's cart once with quantity 1
      And Ben sees the toast "已加入購物車"

    @spec-4.5 @spec-6
    Scenario: Ben closes the login the add opened, and nothing is added
      Given Ben is not signed in
      When Ben adds 1 of "70cm" to the cart
      And Ben closes the login dialog
      Then nothing is in Ben's cart
      And Ben is told nothing

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
