Feature: Inviting phone shoppers to the app
  The shop invites shoppers on phone browsers to download the app, without nagging them.

  Rule: the invite dialog opens when a shopper comes back to a product page, at most every 3 days
    @spec-4.6
    Scenario: Ben comes back to a product on his phone
      Given visitor Ben browses on an Android phone
      When Ben opens the same product page twice
      Then Ben is invited to download the app

    @spec-4.6
    Scenario: Ben chooses to keep browsing the web
      Given visitor Ben browses on an Android phone
      And Ben answered the app invitation with "先逛網頁"
      When 3 days pass on the phone
      And Ben opens the same product page twice
      Then Ben is not invited to download the app

    @spec-4.6
    Scenario: Amy downloads the app and is invited again after more than 3 days
      Given 媽咪 Amy browses on her iPhone
      And Amy answered the app invitation with "下載 App"
      When 3 days and 1 minute pass on the phone
      And Amy opens the same product page twice
      Then Amy is invited to download the app

    @spec-4.6
    Scenario: Q&A pages never show the invite dialog
      Given visitor Ben browses on an Android phone
      When Ben reads the same Q&A question twice
      Then Ben is not invited to download the app

    @spec-4.6
    Scenario: the app itself never invites to download the app
      Given 媽咪 Amy browses inside the shop's app
      When Amy opens the same product page twice
      Then Amy is not invited to download the app

  Rule: the smart banner shows on phones unless the member has the app, and a close holds for 2 days
    @spec-4.6
    Scenario: Ben sees the coupon banner and closes it
      Given visitor Ben browses on an Android phone
      Then Ben sees the smart banner "首載 App 現領 $ 100 折價券"
      When Ben closes the smart banner
      And 1 day passes on the phone
      Then Ben sees no smart banner

    @spec-4.6
    Scenario: the banner returns after 2 days
      Given visitor Ben browses on an Android phone
      And Ben closed the smart banner
      When 2 days pass on the phone
      Then Ben sees the smart banner "首載 App 現領 $ 100 折價券"

    @spec-4.6
    Scenario: Q&A pages invite to follow discussions
      Given visitor Ben browses on an Android phone
      When Ben reads a Q&A question
      Then Ben sees the smart banner "下載 App 追蹤討論再送 $ 100"

    @spec-4.6
    Scenario: a member who installed the app sees no banner
      Given 媽咪 Amy browses on her iPhone, signed in, with the app installed
      Then Amy sees no smart banner

  Rule: iPhone visitors coming from a social network or a messaging app go to the app
    @spec-4.6
    Scenario: Cathy taps a LINE link on her iPhone
      Given visitor Cathy browses on her iPhone inside LINE
      When Cathy opens a product page from a campaign
      Then Cathy is sent to the app with the campaign, her device id and an entrance id
