@admin @issue-28
Feature: The back office (後台)
  The shop's staff sign in with a password and the code of their authenticator app, and each role
  opens only its own desks: 客服 the refunds, 內容 the Q&A reports, 管理員 everything and the audit log.

  Rule: staff sign in with a password and a one-time code

    Scenario: 陳客服 signs in with the code on her phone
      When 客服 陳客服 signs in with her password and the code her authenticator shows
      Then 陳客服 is signed in to the back office

    Scenario: a code signs in only once
      Given 客服 陳客服 signed in with her password and the code her authenticator shows
      When 客服 陳客服 signs in again with the same code
      Then the back office answers "E-mail、密碼或驗證碼錯誤"

    Scenario: 內容 does not see the refund queue
      When 內容 張內容 opens the refund queue
      Then the back office answers "找不到資源"

  Rule: 客服 decides refunds, and the member sees the decision

    Scenario: 陳客服 approves a refund
      Given a member asked for a refund of a delivered order
      When 客服 陳客服 approves the refund
      Then the member sees the refund as "已退款"
      And the audit log shows 陳客服 did "refund.approve"

    Scenario: 陳客服 rejects a refund with a reason
      Given a member asked for a refund of a delivered order
      When 客服 陳客服 rejects the refund because "商品已拆封使用"
      Then the member reads the reason "商品已拆封使用"

  Rule: 內容 moderates the Q&A report queue

    Scenario: 張內容 hides a reported question
      Given a parent reported a question on the forum
      When 內容 張內容 hides the reported question
      Then the question is no longer on the forum
      And the audit log shows 張內容 did "qa.hide"

    Scenario: 張內容 restores a question hidden by mistake
      Given a parent reported a question on the forum
      And 內容 張內容 hid the reported question
      When 內容 張內容 restores it
      Then the question is on the forum again
