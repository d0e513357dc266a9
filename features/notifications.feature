@issue-10
Feature: The notification popup
  While a parent shops, reads the forum or a shopping guide, the shop may show one small notice:
  a mission it offers (join us, download the app) or a note just for her (an order to pay, a coupon
  running out). It never nags: it waits its turn, leaves on its own, and once closed it is read.

  Rule: notices come only on shopping, Q&A and guide pages; personal notes on shopping pages only

    @spec-4.2
    Scenario: visitor Ben is welcomed on the home page
      Given the shop offers the mission "新朋友見面禮" on shopping pages
      When Ben opens the home page
      Then Ben sees the notice "新朋友見面禮"

    @spec-4.2
    Scenario Outline: each kind of page has its own mission
      Given the shop offers the mission "<mission>" on <pages>
      When Ben opens <page>
      Then Ben sees the notice "<mission>"

      Examples:
        | mission        | pages          | page             |
        | 下載 App 追蹤討論 | Q&A pages      | a question page  |
        | 發問拿購物金     | shopping guides | a shopping guide |

    @spec-4.2
    Scenario: nothing pops up in the member area
      Given 媽咪 Amy is signed in
      And Amy has the note "訂單待付款"
      When Amy opens her order list
      Then Amy sees no notice

    @spec-4.2
    Scenario: Amy's own note waits for a shopping page
      Given 媽咪 Amy is signed in
      And Amy has the note "訂單待付款"
      When Amy opens a question page
      Then Amy sees no notice
      When Amy opens a product page
      Then Amy sees the notice "訂單待付款"

  Rule: the first page arrives with its notice already asked for

    @spec-4.2
    Scenario: Ben's first page needs no second question to the shop
      Given the shop served the home page to Ben with the notice "新朋友見面禮"
      And the notice service is down
      When Ben opens the home page
      Then Ben sees the notice "新朋友見面禮"
      When Ben opens a product page
      Then Ben sees no notice

  Rule: a mission comes before a personal note

    @spec-4.2
    Scenario: the app mission wins over Amy's order reminder
      Given 媽咪 Amy is signed in
      And Amy has the note "訂單待付款"
      And the shop offers the mission "App 首購禮" on shopping pages
      When Amy opens the home page
      Then Amy sees the notice "App 首購禮"

  Rule: a notice waits for its delay, and its timer counts only while the page is in view

    @spec-4.2
    Scenario: the welcome waits three seconds
      Given the shop offers the mission "新朋友見面禮" on shopping pages, after 3 seconds
      When Ben opens the home page
      And 2 seconds pass
      Then Ben sees no notice
      When 1 second passes
      Then Ben sees the notice "新朋友見面禮"

    @spec-4.2
    Scenario: time in another tab does not count
      Given the shop offers the mission "App 首購禮" on shopping pages, for 5 seconds
      When Ben opens the home page
      And Ben spends 1 minute in another tab and comes back
      And 4 seconds pass
      Then Ben sees the notice "App 首購禮"
      When 1 second passes
      Then Ben sees no notice

  Rule: the notice steps aside while the parent types or the keyboard takes the screen

    @spec-4.2
    Scenario Outline: Amy types in the search box
      Given Amy's window is <height>% of her screen and she is <typing>
      Then the notice is <shown>

      Examples:
        | height | typing     | shown  |
        | 100    | not typing | shown  |
        | 75     | not typing | shown  |
        | 60     | not typing | hidden |
        | 100    | typing     | hidden |

  Rule: closing or following a notice marks it read

    @spec-4.2 @spec-7
    Scenario: Amy closes her order reminder and it does not come back
      Given 媽咪 Amy is signed in
      And Amy has the note "訂單待付款"
      When Amy opens the home page
      And Amy closes the notice
      Then the shop knows Amy has read "訂單待付款"
      When Amy opens the home page
      Then Amy sees no notice

    @spec-4.2 @spec-6 @spec-7
    Scenario: visitor Ben follows the welcome and is asked to join
      Given the shop offers the mission "新朋友見面禮" on shopping pages
      When Ben opens the home page
      And Ben follows the notice
      Then the login dialog opens for Ben, leading to the new-customer gift
      And the shop is not told, since Ben is not signed in

    @spec-4.2
    Scenario: Amy follows her order reminder to her unpaid orders
      Given 媽咪 Amy is signed in
      And Amy has the note "訂單待付款"
      When Amy opens the home page
      And Amy follows the notice
      Then Amy is taken to her unpaid orders

    @spec-4.2
    Scenario: a notice about the app store leaves the shop
      Given the shop offers the mission "下載 App" leading to the app store on shopping pages
      When Ben opens the home page
      And Ben follows the notice
      Then Ben leaves the shop for the app store

  Rule: a notice that cannot be fetched is only noted for developers

    @spec-8
    Scenario: the notice service is down
      Given 媽咪 Amy is signed in
      And the notice service is down
      When Amy opens the home page
      Then Amy sees no notice
      And the failure is only noted for developers
