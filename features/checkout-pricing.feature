@checkout
Feature: What an order costs
  The shop prices every order itself: the group-buy's promotions, one coupon, shopping credit
  up to a cap, and the shipping fee of each group-buy.

  Rule: a group-buy's promotions are applied and named with what they save

    @spec-9
    Scenario: 媽咪 Amy spends a thousand at a 滿千折百 group-buy
      Given the group-buy "有機棉包屁衣" takes 100 off at 1000
      When Amy buys 2 of "有機棉包屁衣" at 500 each
      Then the group-buy saves Amy 100 as "滿1,000折100"
      And Amy pays 900 for the goods

    Scenario: 任選 2 件 88 折 needs two items
      Given the group-buy "有機棉包屁衣" charges 88 percent for any 2 items
      When Amy buys 1 of "有機棉包屁衣" at 500 each
      Then the group-buy saves Amy nothing

  Rule: home delivery costs 100 and store pickup 60 until the free-shipping threshold

    Scenario: Amy is told how much more ships free
      Given the branch ships free from 1500
      When Amy buys 2 of "有機棉包屁衣" at 500 each
      Then home delivery costs Amy 100 and 500 more would ship free
      And store pickup costs Amy 60

  Rule: one coupon per order, the one that saves most is chosen, and the others say why not

    Scenario: Amy holds three coupons
      Given Amy holds a coupon "滿千折百券" worth 100 from a spend of 1000
      And Amy holds a coupon "9 折券" of 90 percent from a spend of 2000
      And Amy holds an expired coupon "週年慶券" worth 300
      When Amy buys 3 of "有機棉包屁衣" at 500 each
      Then the coupon chosen for Amy is "滿千折百券"
      And "9 折券" cannot be used because "未達最低消費 NT$2,000"
      And "週年慶券" cannot be used because "優惠券已過期"

  Rule: shopping credit pays at most a fifth of the goods

    Scenario: Amy wants to use all her credit
      Given Amy has 800 of shopping credit
      When Amy buys 2 of "有機棉包屁衣" at 500 each
      And Amy uses 800 of her credit
      Then 200 of credit is used
      And Amy pays 900 in all with home delivery
