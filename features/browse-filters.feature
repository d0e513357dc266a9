Feature: Filtering a branch of the mall
  A parent narrows a branch by age and by sub-mall and sorts it; the address keeps the
  choice, so a shared link opens the same list, and nothing unknown sneaks in.

  Background:
    Given the 嬰幼服飾 branch offers the sub-malls "包屁衣・連身衣" and "服飾配件"

  Rule: only allowed values are kept, unknown ones fall back to the defaults

    @spec-5
    Scenario: Amy opens a link with an age that does not exist
      When 媽咪 Amy opens the branch with age "0-6m,99y" and sort "newest"
      Then Amy sees the list for ages "0-6m"
      And the list is sorted by "newest"

    @spec-5
    Scenario: Ben opens a link with a made-up sort
      When visitor Ben opens the branch with sort "cheapest-first"
      Then the list is sorted by "hot"

  Rule: multi-valued filters arrive as comma lists

    @spec-5
    Scenario: Cathy picks two sub-malls in one link
      When Cathy opens the branch with sub-malls "bodysuits,accessories"
      Then Cathy sees the list for sub-malls "bodysuits,accessories"

  Rule: sort defaults to hot

    @spec-5
    Scenario: Amy opens the branch without choosing anything
      When 媽咪 Amy opens the branch with no filters
      Then the list is sorted by "hot"
      And the address carries no filters

  Rule: empty filters are dropped from the address

    @spec-5
    Scenario: Amy clears the last age she had chosen
      Given 媽咪 Amy is looking at the branch for ages "0-6m"
      When Amy taps the age "0-6m" again
      Then the address carries no filters

    @spec-5
    Scenario: Amy shares a filtered list with Ben
      Given 媽咪 Amy is looking at the branch for ages "0-6m,6-12m" sorted by "price_asc"
      When Amy shares the address with visitor Ben
      Then Ben sees the list for ages "0-6m,6-12m"
      And the list is sorted by "price_asc"
