Feature: Member-only actions ask a visitor to sign in first
  The cart, restock notices and posting in the forum belong to members. A visitor who tries
  one is offered the login dialog, named after what they were doing, and nothing else
  happens; once signed in, the same tap goes through.

  Rule: the cart tab asks a visitor to sign in, then goes on to the cart

    @spec-2.4 @spec-6
    Scenario: Ben signs in from the cart tab and then reaches his cart
      Given visitor Ben is browsing the shop
      When Ben taps the cart tab
      And Ben signs in from the login dialog
      And Ben taps the cart tab
      Then Ben goes to the cart

  Rule: notify me needs a member, and says so with the action name 點擊補貨通知我

    @spec-4.5 @spec-6 @memory-only
    Scenario: Ben signs in after asking for a restock notice, then asks again
      Given Ben is not signed in
      When Ben asks to be notified when "60cm" of "有機棉包屁衣" is restocked
      Then the login opens saying "點擊補貨通知我"
      When Ben signs in from the login dialog
      And Ben asks to be notified when "60cm" of "有機棉包屁衣" is restocked
      Then Ben sees the toast "已加入追蹤"
      And "60cm" is on Ben's tracking list
