Feature: The Q&A navigation bar follows what the parent reads
  The forum's category bar highlights the category of the page: a category page its own,
  a tag page the category whose situational tags hold the tag, a question page its first
  category. An id that matches no category is a page that does not exist.

  Background:
    Given the forum has the category "哺乳" with the situational tags "乳腺炎, 追奶"
    And the forum has the category "副食品" with the situational tags "十倍粥, 過敏原"

  Rule: the navigation highlights the page's category (SPEC §2.5)
    @spec-2.5
    Scenario: Amy opens the category 哺乳
      When Amy opens the forum category "哺乳"
      Then the forum navigation highlights "哺乳"

    @spec-2.5
    Scenario: Amy opens a situational tag
      When Amy opens the forum tag "十倍粥"
      Then the forum navigation highlights "副食品"

    @spec-2.5
    Scenario: a question sits in its first category
      Given a question in the categories "副食品, 哺乳"
      When Amy opens that question
      Then the forum navigation highlights "副食品"

  Rule: an id that matches no category is not found
    @spec-2.5
    Scenario: Amy follows an old link to a removed category
      When Amy opens a forum category that does not exist
      Then the forum page is flagged as not existing

    @spec-2.5
    Scenario: Amy follows a link to a tag no category holds
      When Amy opens a forum tag that does not exist
      Then the forum page is flagged as not existing
