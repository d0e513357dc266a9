Feature: The pieces every page shares
  Footer, customer-service widget, app invitation, progress bar, purchase panel, adult mask and
  group-buy cards look and behave the same wherever 媽咪 Amy and visitor Ben meet them.

  Rule: the footer offers the shop's links, hours and a first-app-download coupon
    @spec-2.6 @spec-9
    Scenario: Ben looks at the footer
      When Ben looks at the footer
      Then the footer links to "關於我們, 人才招募, 媒體報導, 品牌合作資源" and "服務條款, 隱私權政策, 常見問題, 下載 App"
      And the footer tells the hours "客服時間：週一至週五 9:30-12:00、14:00-17:30"
      And the footer promises a coupon worth 100 for the first app download

  Rule: the customer-service widget says whether someone answers now
    @spec-2.6 @spec-9
    Scenario Outline: Amy opens customer service on <moment>
      Given it is <moment> in Taipei
      When Amy opens the customer-service widget on "/mall/all"
      Then the widget says the chat is <state>

      Examples:
        | moment                 | state  |
        | Wednesday 09:29        | closed |
        | Wednesday 09:30        | open   |
        | Wednesday 12:00        | closed |
        | Wednesday 14:00        | open   |
        | Friday 17:29           | open   |
        | Friday 17:30           | closed |
        | Saturday 10:00         | closed |

  Rule: the app invitation offers two buttons, both answer it
    @spec-2.6 @spec-4.6
    Scenario: Ben is invited on his phone
      Given visitor Ben browses on an Android phone
      When Ben opens the same product page twice
      Then the invitation offers "下載 App" and "先逛網頁"

  Rule: the progress bar climbs while a page loads
    @spec-2.6 @spec-4.4 @spec-9
    Scenario: Amy follows a link on her phone
      When Amy follows a link on her phone
      And 1 second passes
      Then the progress bar is pink at 20 percent
      When 4 seconds pass
      Then the progress bar is full

    @spec-2.6 @spec-4.4
    Scenario: Ben's page fails to load on his computer
      When Ben follows a link on his computer
      And the page fails to load
      Then the progress bar is red

  Rule: the purchase panel's button follows the chosen size
    @spec-2.6 @spec-4.5
    Scenario Outline: Amy chooses <size>
      Given Amy opens the option panel of "有機棉包屁衣"
      When Amy chooses "<size>"
      Then the action button says "<button>"

      Examples:
        | size | button     |
        | 70cm | 加入購物車 |
        | 60cm | 補貨通知我 |

  Rule: adult-only goods stay masked until the age is confirmed
    @spec-2.6 @spec-4.3
    Scenario: Amy confirms her age
      Given Amy has not confirmed her age
      Then adult-only goods are masked for Amy
      When Amy confirms her age
      Then adult-only goods are unmasked for Amy

  Rule: a card shows its price only when there is one
    @spec-2.6 @spec-5
    Scenario: a group-buy without a price yet
      When a group-buy card has price 0, original price 590 and 0 likes
      Then the card shows "限時優惠價" instead of a price, no original price and no likes
