Feature: One shipping promise per group-buy
  Each group-buy makes one promise about when it ships and from how much it ships free. The card,
  the group-buy page, the cart and the checkout all say it the same way.

  Rule: the promise comes from the group-buy's dispatch and the lowest free-shipping threshold
    @spec-2.6 @issue-13
    Scenario: An in-stock deal of a branch that ships free from NT$999
      Given "有機棉包屁衣團" ships 2 working days after payment and ships free from NT$999
      When Amy opens the group-buy "有機棉包屁衣團"
      Then the page promises "付款後 2 個工作天內出貨・滿 NT$999 免運"

    @spec-2.6 @issue-13
    Scenario: A deal gathered until it closes, with free shipping for everyone
      Given "有機棉包屁衣團" ships 7 working days after the deal closes and ships free from NT$0
      When Amy opens the group-buy "有機棉包屁衣團"
      Then the page promises "結團後 7 個工作天內出貨・免運"

  Rule: the cart repeats the promise word for word
    @spec-2.6 @issue-13
    Scenario: Amy's cart says what the group-buy page said
      Given "有機棉包屁衣團" ships 3 working days after payment and ships free from NT$1500
      And Amy is signed in
      When Amy adds 1 of "70cm" to the cart
      Then Amy's cart promises "付款後 3 個工作天內出貨・滿 NT$1,500 免運" for "有機棉包屁衣團"
