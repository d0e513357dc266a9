Feature: Pages for members only
  The cart, the member area and the account deletion page are for signed-in members;
  a visitor who opens one is sent where that page says, or home.

  Rule: a visitor is sent to the page's target, or home

    @spec-2.2 @spec-5
    Scenario: visitor Ben opens the member area
      Given the member area is for members and sends visitors to the mall
      When visitor Ben opens the member area
      Then Ben is sent to the mall

    @spec-2.2 @spec-5
    Scenario: visitor Ben opens the cart
      Given the cart is for members
      When visitor Ben opens the cart
      Then Ben is sent home

    @spec-2.2 @spec-5
    Scenario: visitor Ben opens his orders and is told why he must sign in
      Given the order list is for members
      When visitor Ben opens the order list
      Then Ben is sent home
      And the sign-in tells Ben "請先登入會員，即可查看訂單"

  Rule: a member goes straight in

    @spec-2.2 @spec-5
    Scenario: Amy opens the cart
      Given the cart is for members
      And 媽咪 Amy is signed in
      When Amy opens the cart
      Then Amy sees the cart

  Rule: pages for everyone stay open

    @spec-2.2
    Scenario: visitor Ben opens the about page
      Given the about page is for everyone
      When visitor Ben opens the about page
      Then Ben sees the about page
