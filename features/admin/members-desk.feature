@admin @issue-28
Feature: The members desk and the coupons desk (會員管理, 優惠券管理)
  客服 finds a member by her e-mail, mobile or an order number and gives her shopping credit or a coupon
  with a reason the audit log keeps; 營運 creates coupons with a promotion code members claim.

  Rule: 客服 finds a member however her mobile number is written

    Scenario: 陳客服 finds a member by her mobile number
      Given a member whose mobile is "0912-555-001"
      When 客服 陳客服 looks up "0912 555 001"
      Then 陳客服 finds that member

  Rule: credit and coupons staff give reach the member's wallet, and the audit log keeps who and why

    Scenario: 陳客服 gives a member NT$100 of shopping credit
      Given a member whose mobile is "0912-555-002"
      When 客服 陳客服 grants her 100 of shopping credit because "出貨延遲補償"
      Then the member's shopping credit shows 100 as "客服發放"
      And the audit log shows 陳客服 did "member.grant_credit" because "出貨延遲補償"

    Scenario: a grant without a reason changes nothing
      Given a member whose mobile is "0912-555-003"
      When 客服 陳客服 grants her 100 of shopping credit because ""
      Then the back office answers "請填寫發放原因（200 字以內）"
      And the member has no shopping credit

    Scenario: 陳客服 gives a member a coupon
      Given a member whose mobile is "0912-555-004"
      When 客服 陳客服 gives her the coupon "歡迎禮 NT$50 折價券" because "客訴補償"
      Then the member holds the usable coupon "歡迎禮 NT$50 折價券"
      And the audit log shows 陳客服 did "member.grant_coupon" because "客訴補償"

  Rule: 營運 creates a coupon and its promotion code, and sees how many claimed it

    Scenario: 林營運 creates a coupon members claim with a code
      Given a member whose mobile is "0912-555-005"
      When 營運 林營運 creates the coupon "週年慶 NT$200 折價券" worth 200 with the code "ANNIV200"
      And the member claims the code "ANNIV200"
      Then the member holds the usable coupon "週年慶 NT$200 折價券"
      And the coupons desk shows the code "ANNIV200" claimed 1 time

  Rule: only 客服 and 管理員 open the members desk

    Scenario: 營運 does not see the members
      When 營運 林營運 opens the members desk
      Then the back office answers "找不到資源"
