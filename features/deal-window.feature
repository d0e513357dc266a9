Feature: A group-buy sells only while it runs
  Every group-buy opens at a set time and ends at a set time. Before it opens, parents see
  when it starts; after it ends, nothing more goes into a cart.

  Rule: a group-buy takes adds to the cart only while it runs

    @spec-8
    Scenario Outline: Amy tries to buy from a group-buy that <window>
      Given Amy is signed in
      And the group-buy of "有機棉包屁衣" <window>
      When Amy puts "70cm" of "有機棉包屁衣" in the cart
      Then Amy sees the toast "<message>"
      And Amy's cart stays empty

      Examples:
        | window            | message                  |
        | ended an hour ago | 加入購物車失敗，團購已結束 |
        | opens tomorrow    | 加入購物車失敗，團購尚未開始 |

    @spec-8
    Scenario: Amy buys in the last hour of a group-buy
      Given Amy is signed in
      And the group-buy of "有機棉包屁衣" ends in an hour
      When Amy puts "70cm" of "有機棉包屁衣" in the cart
      Then Amy sees the toast "已加入購物車"
