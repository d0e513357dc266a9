@issue-9
Feature: Claiming coupons with a promotion code
  A parent types a promotion code in the coupon-claim zone and the coupon lands in 我的折價券.
  Each code is claimed once per member, only while it runs, and never past its limit.

  Rule: a running code gives its coupon once per member

    @spec-2.1
    Scenario: Amy claims a code typed in small letters
      Given 媽咪 Amy is signed in to her wallet
      When Amy claims the code " baby100 "
      Then the shop tells Amy "折價券已領取"
      And Amy holds the coupon "揪團專屬 NT$100 折價券"

    Scenario: Amy tries the same code twice
      Given 媽咪 Amy is signed in to her wallet
      And Amy has claimed the code "BABY100"
      When Amy claims the code "BABY100"
      Then the shop tells Amy "您已領取過此折價券"

  Rule: a code that does not run, or has run out, gives nothing

    Scenario Outline: Amy claims a code that cannot be claimed
      Given 媽咪 Amy is signed in to her wallet
      When Amy claims the code "<code>"
      Then the shop tells Amy "<message>"
      And Amy holds no coupons

      Examples:
        | code       | message                             |
        | NOPE2026   | 查無此優惠碼                        |
        | SUMMER2025 | 優惠碼已過期                        |
        | AUTUMN2026 | 此優惠碼尚未開放領取，2026/11/11 起可領取 |
        |            | 請輸入優惠碼                        |

    Scenario: the last coupon of a limited code goes to one member
      Given 爸比 Ben is signed in to his wallet
      And Ben has claimed the code "LIMITED1"
      And 媽咪 Amy is signed in to her wallet
      When Amy claims the code "LIMITED1"
      Then the shop tells Amy "此優惠碼已領取完畢"

  Rule: the new-customer gift is for members who have not ordered yet, once

    Scenario: Amy claims the new-customer gift twice
      Given 媽咪 Amy is signed in to her wallet
      When Amy claims the new-customer gift
      And Amy claims the new-customer gift
      Then the shop tells Amy "您已領取過新會員禮"
      And Amy holds 2 coupons

    Scenario: Ben has ordered before
      Given 爸比 Ben is signed in to his wallet
      And Ben has placed an order before
      When Ben claims the new-customer gift
      Then the shop tells Ben "新會員禮僅限尚未下過訂單的會員領取"
