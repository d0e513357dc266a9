Feature: Knowing how shoppers move through the shop
  Every page 媽咪 Amy sees is counted in her browsing session; a quiet half hour starts a new one.

  Rule: a browsing session restarts after 30 minutes of inactivity
    @spec-4.7 @spec-9
    Scenario: Amy keeps browsing within the half hour
      Given Amy opens the page "/mall"
      And 29 minutes pass
      When Amy opens the page "/groupbuy/42"
      Then both pages were seen in the same browsing session

    @spec-4.7 @spec-9
    Scenario: Amy comes back after a long break
      Given Amy opens the page "/mall"
      And 31 minutes pass
      When Amy opens the page "/mall"
      Then the second page was seen in a new browsing session

  Rule: a group-buy page is also a product view
    @spec-4.7
    Scenario: Amy looks at a group-buy
      When Amy opens the page "/groupbuy/42/有機棉包屁衣"
      Then a page view and a product view of group-buy 42 are counted
