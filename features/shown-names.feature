Feature: Names and posts others read
  What a parent writes for others to read is kept as it shows: characters that do not show
  (zero-width spaces, direction marks) are dropped, and no one may take a name that passes
  for the shop or its staff, such as 「寶貝揪團客服」 or 「官方」.

  Rule: a nickname may not pass for the shop or its staff

    @spec-5 @issue-25
    Scenario: Cathy cannot sign up as the shop's customer service
      When Cathy signs up with the e-mail "cathy@example.com", the password "cathy-1234" and the nickname "寶貝揪團客服"
      Then Cathy is told "暱稱不可使用官方或客服相關名稱" about her nickname
      And no account is created

    @spec-5 @issue-25
    Scenario: hidden spaces between the characters do not help
      When Cathy signs up with the nickname "寶貝揪團客服" hiding a zero-width space between every character
      Then Cathy is told "暱稱不可使用官方或客服相關名稱" about her nickname
      And Cathy has no account at the shop

    @spec-5 @issue-25
    Scenario: Amy cannot rename herself 官方
      Given 媽咪 Amy is signed in
      When Amy changes her nickname to "官 方"
      Then Amy is told "暱稱不可使用官方或客服相關名稱" about her nickname

  Rule: characters that do not show are dropped

    @spec-5 @issue-25
    Scenario: Cathy's nickname keeps only what shows
      When Cathy signs up with the nickname "凱西" hiding a zero-width space between every character
      Then Cathy's account is named "凱西"
