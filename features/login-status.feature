Feature: Knowing who is visiting
  When someone opens the shop, it asks who they are and keeps their sign-in in order,
  so that 媽咪 Amy stays signed in for as long as she should and nobody else is taken for her.

  Background:
    Given 媽咪 Amy has an account with the nickname "媽咪Amy"

  Rule: a member signed in with a shop token stays signed in

    @spec-4.1
    Scenario: Amy comes back while her sign-in is fresh
      Given Amy signed in with a shop token 2 days ago
      When Amy opens the shop
      Then Amy is signed in as "媽咪Amy"
      And Amy still holds the same shop token

    @spec-4.1
    Scenario: Amy comes back on the last day of her shop token
      Given Amy signed in with a shop token 6 days and 12 hours ago
      When Amy opens the shop
      Then Amy is signed in as "媽咪Amy"
      And Amy holds a new shop token

  Rule: a token counts as expired from one day before it runs out

    @spec-4.1
    Scenario Outline: How close to its end a shop token is refreshed
      Given Amy signed in with a shop token <age> ago
      When Amy opens the shop
      Then Amy holds <which> shop token

      Examples:
        | age                       | which        |
        | 5 days and 23 hours       | the same     |
        | 6 days                    | the same     |
        | 6 days and 1 minute       | a new        |

  Rule: a shop token the shop no longer accepts is refreshed, then the visit is looked up again

    @spec-4.1
    Scenario: Amy's shop token ran out but her refresh is still good
      Given Amy signed in with a shop token 10 days ago
      When Amy opens the shop
      Then Amy is signed in as "媽咪Amy"
      And Amy holds a new shop token

    @spec-4.1
    Scenario: Amy's refresh ran out too
      Given Amy signed in with a shop token 31 days ago
      When Amy opens the shop
      Then Amy is a visitor
      And Amy no longer holds a shop token

    @spec-4.1
    Scenario: Amy's refresh is not one the shop knows
      Given Amy holds a shop token the shop never issued
      When Amy opens the shop
      Then Amy is a visitor
      And Amy no longer holds a shop token

  Rule: a member signed in through a session gets a shop token by renewal

    @spec-4.1
    Scenario: Amy signed in through a session
      Given Amy signed in through a session
      When Amy opens the shop
      Then Amy is signed in as "媽咪Amy"
      And Amy holds a new shop token

  Rule: a session with nobody signed in clears any token

    @spec-4.1 @memory-only
    Scenario: visitor Ben still holds an old token
      Given the shop looks visitors up by their session only
      And visitor Ben still holds an old shop token
      When Ben opens the shop
      Then Ben is a visitor
      And Ben no longer holds a shop token
