Feature: Popups and toasts
  Everything that floats over the page goes through one stack, so nothing closes the wrong thing.

  Rule: a popup closes itself after 3 seconds unless a newer one replaced the old one's timer
    @spec-4.4
    Scenario: the coupon popup closes itself
      Given the shop shows Ben the popup "首載 App 現領 $100 折價券"
      When 3 seconds pass
      Then Ben sees no popup

    @spec-4.4
    Scenario: popups stack, the newest on top
      Given the shop shows Ben the popup "首載 App 現領 $100 折價券"
      And 2 seconds later the shop shows Ben the popup "補貨通知"
      Then Ben sees the popup "補貨通知" on top
      When 1 second passes
      Then Ben sees the popup "補貨通知" on top

  Rule: toasts clear after 3 seconds
    @spec-4.4
    Scenario: a toast clears itself
      Given the shop shows Ben the toast "已加入購物車"
      When 3 seconds pass
      Then Ben sees no toast
