Feature: Searching the mall finds what parents mean
  Parents type the words they use: 尿布 for 紙尿褲, Simplified characters from a phone set up that
  way, a brand name with a letter swapped. The mall's search finds the group-buys anyway, puts the
  best match first, counts them, and when nothing matches it says 找不到 and offers searches to try.

  Rule: a word finds the group-buys its synonyms name
    @spec-2.1 @search
    Scenario: Amy searches for 尿布 and finds diapers first
      Given the mall sells "夜夜好眠 褲型紙尿褲"
      When 媽咪 Amy searches the mall for "尿布"
      Then the first result is a 紙尿褲 group-buy
      And "夜夜好眠 褲型紙尿褲" is among the results with "紙尿褲" marked

    @spec-2.1 @search
    Scenario: a stroller by another name
      Given the mall sells "城市漫遊 輕量秒收推車"
      When 媽咪 Amy searches the mall for "嬰兒車"
      Then "城市漫遊 輕量秒收推車" is among the results with "推車" marked

  Rule: Simplified Chinese is read as Traditional
    @spec-2.1 @search
    Scenario: Ben types on a phone set to Simplified Chinese
      Given the mall sells "夜夜好眠 褲型紙尿褲"
      When visitor Ben searches the mall for "纸尿裤"
      Then he finds as many group-buys as a search for "紙尿褲"
      And "夜夜好眠 褲型紙尿褲" is among the results with "紙尿褲" marked

  Rule: every word of the search must match
    @spec-2.1 @search
    Scenario: Amy wants a glass bottle
      Given the mall sells "透明感 寬口徑玻璃奶瓶"
      When 媽咪 Amy searches the mall for "奶瓶 玻璃"
      Then every result is a 奶瓶 group-buy with "玻璃" in its title

  Rule: a Latin brand name may carry a typo
    @spec-2.1 @search
    Scenario: Cathy misspells a brand
      Given the mall has the brand "Pampers Baby" selling "Pampers Baby 黏貼型紙尿褲"
      When Cathy searches the mall for "pampres"
      Then the first result is "Pampers Baby 黏貼型紙尿褲"

  Rule: a Chinese typo that sounds right finds the word it sounds like
    @spec-2.1 @search @issue-30
    Scenario: Amy types 紙尿庫 for 紙尿褲
      Given the mall sells "夜夜好眠 褲型紙尿褲"
      When 媽咪 Amy searches the mall for "紙尿庫"
      Then she is asked "您是不是要找「紙尿褲」？" and shown its results
      And "夜夜好眠 褲型紙尿褲" is among the results with "紙尿褲" marked

    @spec-2.1 @search @issue-30
    Scenario: Ben types 奶平 for 奶瓶
      Given the mall sells "透明感 寬口徑玻璃奶瓶"
      When visitor Ben searches the mall for "奶平"
      Then he is asked "您是不是要找「奶瓶」？" and shown its results
      And "透明感 寬口徑玻璃奶瓶" is among the results with "奶瓶" marked

  Rule: an empty search box offers 最近搜尋 and 熱門搜尋
    @spec-2.1 @search @issue-30
    Scenario: Amy opens the search box again
      Given 3 parents searched the mall for "奶瓶" this week
      When 媽咪 Amy searches the mall for "推車"
      And she opens the empty mall search box
      Then she is offered "推車" first under 最近搜尋
      And she is offered "奶瓶" first under 熱門搜尋

  Rule: nothing found says 找不到 and offers searches to try
    @spec-2.1 @search
    Scenario: Ben searches for something the shop does not sell
      When visitor Ben searches the mall for "火星探測車"
      Then he finds nothing and is told "找不到「火星探測車」的相關團購"
      And he is offered "紙尿褲" to search instead

  Rule: suggestions follow the typing
    @spec-2.1 @search
    Scenario: Amy starts typing 尿布
      Given the mall sells "夜夜好眠 褲型紙尿褲"
      When 媽咪 Amy types "尿布" into the mall search
      Then she is offered the search "紙尿褲" first
      And a suggestion names a group-buy with "紙尿褲" in its title
