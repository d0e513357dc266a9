Feature: Knowing what shoppers tap
  The shop counts what visitor Ben and 媽咪 Amy tap — the first-app-download coupon popup, the
  bottom navigation's tabs and the customer-service button — so the team learns what helps.

  Rule: the first-app-download coupon popup sits on the popup stack and is counted when viewed, closed or clicked
    @spec-7 @spec-4.4 @spec-2.6 @spec-9
    Scenario: Ben opens the coupon promo and closes it
      When Ben taps the footer's coupon promo on "/mall/all"
      Then Ben sees the popup "首次下載 App 現領 $100 折價券" on top
      When Ben closes the coupon popup
      Then Ben sees no popup
      And the shop counted the coupon popup "viewed" then "closed" on "/mall/all"

    @spec-7 @spec-4.4
    Scenario: Amy goes for the coupon
      When Amy taps the footer's coupon promo on "/groupbuy/42"
      And Amy taps "下載 App 領券"
      Then the coupon popup leads Amy to "/app"
      And the shop counted the coupon popup "viewed" then "clicked" on "/groupbuy/42"

    @spec-7 @spec-4.4
    Scenario: Ben says not now
      When Ben taps the footer's coupon promo on "/qa"
      And Ben taps "下次再說"
      Then Ben sees no popup
      And the shop counted the coupon popup "viewed" then "closed" on "/qa"

    @spec-4.4
    Scenario: the coupon popup waits for Ben's answer
      When Ben taps the footer's coupon promo on "/mall/all"
      And 3 seconds pass
      Then Ben sees the popup "首次下載 App 現領 $100 折價券" on top

  Rule: every tap on a bottom-navigation tab is counted with the tab
    @spec-7 @spec-2.4
    Scenario: Ben taps the discussion tab
      When Ben taps the "discussion" tab on "/mall/all"
      Then the shop counted a tab click on "discussion" from "/mall/all"

  Rule: opening customer service is counted, in the app and on the web
    @spec-7 @spec-2.6
    Scenario: Amy opens the customer-service widget on the web
      When Amy opens the customer-service widget on "/groupbuy/42"
      Then the shop counted a customer-service click on the "web" from "/groupbuy/42"

    @spec-7 @spec-6
    Scenario: Amy opens customer service inside the app
      Given 媽咪 Amy shops inside the app version "6.12.0"
      When Amy opens the customer-service widget on "/mall/all"
      Then the shop counted a customer-service click on the "app" from "/mall/all"
