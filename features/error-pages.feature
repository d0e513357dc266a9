Feature: Pages that went wrong still help
  When visitor Ben lands on a page that does not exist, or the shop's service fails, he is told
  what happened in plain words, with a way home.

  Rule: a page that no longer exists says so and offers the newest group-buys
    @spec-2.3 @spec-7
    Scenario: Ben follows an old link
      Given the newest group-buys are "新生兒紗布衣" and "防脹氣奶瓶"
      When Ben opens a group-buy that no longer exists
      Then Ben sees the page "很抱歉，我們找不到您要的頁面" saying "可能是網址有誤，或是這個頁面已經不存在了"
      And the page answers 404
      And Ben is offered the newest group-buys "新生兒紗布衣" and "防脹氣奶瓶"

  Rule: an address no route matches shows "This page could not be found"
    @spec-2.3
    Scenario: Ben types an address the shop has no page for
      When Ben opens an address the shop has no page for
      Then the page is titled "找不到此頁面"
      And the page answers 404

  Rule: any other failure is the busy page; 503, 403, the shop's own 502 and a timeout have their own pages
    @spec-2.3 @spec-8
    Scenario Outline: the shop's service fails while Ben opens a page
      Given the shop's service <failure>
      When Ben opens a page that needs the mall menu
      Then Ben sees the page "<heading>" saying "<body>"
      And the page answers <status>

      Examples:
        | failure                     | heading                  | body                                                       | status |
        | breaks down                 | 網站忙碌中，請稍候片刻   | 工程師正在努力處理中，請稍後再試                           | 500    |
        | cannot be reached           | 網站忙碌中，請稍候片刻   | 工程師正在努力處理中，請稍後再試                           | 500    |
        | is under maintenance        | 服務暫時無法使用         | 系統正在維護或目前人潮眾多，請稍後再回來逛逛，造成不便敬請見諒 | 503    |
        | refuses the visit           | 抱歉，您沒有權限瀏覽這個頁面 | 請確認是否已登入正確的帳號；若有疑問，歡迎聯繫客服，我們會儘快協助您 | 403    |
        | reports a broken gateway of its own | 連線發生問題，請稍後再試 | 伺服器暫時沒有回應，工程師已收到通知並正在處理，請稍後重新整理頁面 | 502    |
        | answers through a broken gateway | 網站忙碌中，請稍候片刻   | 工程師正在努力處理中，請稍後再試                           | 500    |
        | does not answer in 30 seconds | 網路連線逾時           | 頁面等候太久沒有回應，請確認網路連線是否正常，再重新整理一次 | 504    |
