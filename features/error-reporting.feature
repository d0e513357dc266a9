Feature: Failures the team hears about
  Some failures are not the shopper's business but the team's: they are reported, and the page goes on.

  Rule: a disagreement about being signed in is reported
    @spec-8
    Scenario: the shop says Amy is signed in but names no member
      Given Amy is signed in
      And the shop's user info leaves out Amy's member id
      When Amy opens the shop
      Then the team hears "session mismatch: signed in without a user id"
      And Amy is still browsing the shop

    @spec-8
    Scenario: the shop's two signed-in fields disagree
      Given Amy is signed in
      And the shop's user info's second signed-in field says "false"
      When Amy opens the shop
      Then the team hears "session mismatch: signed_in and signedIn disagree"

    @spec-8
    Scenario: nothing to report when all agree
      Given Amy is signed in
      When Amy opens the shop
      Then the team hears nothing

  Rule: a refused (403) or broken gateway (502) answer is reported
    @spec-8
    Scenario Outline: the shop's service answers <status>
      Given the shop's service answers <status> to the mall menu
      When Ben opens a page that needs the mall menu
      Then the team hears of the <status> from the mall menu

      Examples:
        | status |
        | 403    |
        | 502    |
