@issue-9
Feature: Shopping credit (我的購物金)
  The balance is what the ledger adds up to; what was granted first is spent first,
  so a parent sees which credit runs out and when.

  Rule: the balance is the sum of the ledger

    @spec-2.1
    Scenario: Amy reads her credit
      Given 媽咪 Amy is signed in to her wallet
      And Amy was granted NT$500 as "welcome" 20 days ago
      And Amy spent NT$120 on an order 1 day ago
      When Amy opens her shopping credit
      Then Amy's balance is NT$380
      And the ledger shows "訂單折抵" for −NT$120

  Rule: credit spent comes from the oldest grant, and Amy is told what expires when

    Scenario: the review reward is what runs out
      Given 媽咪 Amy is signed in to her wallet
      And Amy was granted NT$500 as "welcome" 20 days ago
      And Amy was granted NT$300 as "review_reward" 5 days ago, running out in 20 days
      And Amy spent NT$120 on an order 1 day ago
      When Amy opens her shopping credit
      Then Amy's balance is NT$680
      And Amy's credit page says "NT$300 將於 2026/11/21 到期"
