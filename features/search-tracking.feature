Feature: Tracking what shoppers do after a search
  When 媽咪 Amy searches, the shop remembers the search for 30 minutes. A result she clicks, and
  adding it to her cart afterwards, are credited to that search — only when the details are complete.

  Rule: a click counts only for a search still remembered
    @spec-5 @spec-7
    Scenario: Amy clicks the second result of her search
      Given Amy searched for "包屁衣"
      When Amy clicks result 42 at position 2
      Then the search is credited with a click on 42 at position 2

    @spec-5 @spec-9
    Scenario: a click 30 minutes after the search is not credited
      Given Amy searched for "包屁衣"
      And 30 minutes pass
      When Amy clicks result 42 at position 2
      Then no search click is sent

  Rule: a click missing a detail adds no tracking
    @spec-5
    Scenario: a result without a position
      Given Amy searched for "包屁衣"
      When Amy clicks result 42 without a position
      Then no search click is sent

  Rule: adding a clicked result to the cart converts the search
    @spec-5 @spec-7
    Scenario: Amy buys what she found
      Given Amy is signed in
      And group-buy 42 sells "有機棉包屁衣"
      And Amy searched for "包屁衣"
      And Amy clicked result 42 at position 1
      When Amy adds group-buy 42 to her cart
      Then the search is credited with a conversion of 42

    @spec-5
    Scenario: a product not reached from a search converts nothing
      Given Amy is signed in
      And group-buy 77 sells "有機棉包屁衣"
      And Amy searched for "包屁衣"
      When Amy adds group-buy 77 to her cart
      Then no search conversion is sent

  Rule: a missing device id is reported
    @spec-8
    Scenario: the shop has not given Ben's browser an id yet
      Given visitor Ben's browser has no device id
      And Ben searched for "奶瓶"
      When Ben clicks result 9 at position 1
      Then the search is credited with a click on 9 at position 1
      And the missing device id is reported
