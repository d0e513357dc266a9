Feature: Badges and the cart tab of the bottom navigation
  On a phone the bottom navigation shows how many items wait in the cart and how many
  notifications are unread, and never lets a visitor walk into the cart unsigned.

  Rule: a badge shows the count up to 99, then 99+

    @spec-2.4 @spec-9
    Scenario Outline: Amy has <count> items in her cart
      Given 媽咪 Amy is signed in with <count> items in her cart
      When Amy looks at the bottom navigation
      Then the cart tab shows <badge>

      Examples:
        | count | badge        |
        | 0     | no badge     |
        | 1     | "1"          |
        | 99    | "99"         |
        | 100   | "99+"        |
        | 250   | "99+"        |

    @spec-2.4 @spec-9
    Scenario: Amy has many unread notifications
      Given 媽咪 Amy is signed in with 120 unread notifications
      When Amy looks at the bottom navigation
      Then the member tab shows "99+"

  Rule: the cart tab asks a visitor to sign in, then goes on to the cart

    @spec-2.4 @spec-6
    Scenario: visitor Ben taps the cart tab
      Given visitor Ben is browsing the shop
      When Ben taps the cart tab
      Then the login dialog opens for Ben
      And after signing in Ben goes on to the cart

    @spec-2.4
    Scenario: Amy taps the cart tab
      Given 媽咪 Amy is signed in with 2 items in her cart
      When Amy taps the cart tab
      Then Amy goes to the cart
