@issue-9
Feature: Closing an account
  A member can close her account from the member area. Orders and invoices are kept for
  the period the law asks, without her name, mobile or e-mail; everything else goes.

  Rule: an account with an order still under way cannot be closed yet

    Scenario: Amy still has an unpaid order
      Given 媽咪 Amy is signed in
      And Amy still owes the payment of an order
      When Amy closes her account with her password
      Then Amy is told "您還有未付款、待出貨、運送中或退款中的訂單，訂單完成後才能刪除帳號"
      And Amy is still signed in

  Rule: closing an account asks for the password again, then signs the member out

    Scenario: Amy types a wrong password
      Given 媽咪 Amy is signed in
      When Amy closes her account with the password "not-my-password"
      Then Amy is told "密碼不正確"
      And Amy is still signed in

    Scenario: Amy closes her account
      Given 媽咪 Amy is signed in
      When Amy closes her account with her password
      Then Amy is told "帳號已刪除，謝謝您曾經的陪伴"
      And Amy is signed out of the shop

    Scenario: Cathy signed up with a social account and confirms with the phrase
      Given Cathy is signed in
      And Cathy has no password with the shop
      When Cathy closes her account typing "刪除帳號"
      Then Cathy is told "帳號已刪除，謝謝您曾經的陪伴"
