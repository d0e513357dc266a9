Feature: Asking and answering in the parenting forum
  Parents ask with a clear title, the situation, a category and the baby's age stage, and
  answer in a few words or more. Signing in is needed to post, and nothing typed is lost on
  the way. Each parent edits and deletes only their own posts.

  Background:
    Given the forum has the category "哺乳" with the situational tags "乳腺炎, 追奶"

  Rule: a question needs a clear title, the situation, a category and an age stage
    @spec-2.1
    Scenario: Amy asks a question that is too short
      Given Amy is signed in
      When Amy asks "嗨" with the details "短" in "哺乳"
      Then the forum tells Amy "標題至少需要 5 個字"
      And the forum tells Amy "問題內容至少需要 10 個字，多說一點情況，其他爸媽比較好回答喔"
      And no question was posted

    @spec-2.1
    Scenario: Amy asks a complete question
      Given Amy is signed in
      When Amy asks "乳腺炎發燒還能親餵嗎？" with the details "右邊硬塊又痛，昨晚燒到 38.5 度，想知道大家怎麼處理。" in "哺乳"
      Then the question "乳腺炎發燒還能親餵嗎？" is in the forum
      And Amy sees the toast "問題已發布"

  Rule: an answer is 2 to 2,000 characters
    @spec-2.1
    Scenario: Ben answers with one character
      Given Ben is signed in
      And Amy's question "追奶要怎麼開始？" is in the forum
      When Ben answers "嗯"
      Then the forum tells Ben "回答至少需要 2 個字"

  Rule: signing in is needed to post, and the text is kept
    @spec-2.1
    Scenario: visitor Ben asks before signing in
      Given Ben is not signed in
      When Ben asks "乳腺炎發燒還能親餵嗎？" with the details "右邊硬塊又痛，昨晚燒到 38.5 度，想知道大家怎麼處理。" in "哺乳"
      Then Ben is asked to sign in to "發問"
      And Ben's draft still reads "乳腺炎發燒還能親餵嗎？"
      And no question was posted

    @spec-2.1
    Scenario: visitor Ben answers before signing in
      Given Ben is not signed in
      And Amy's question "追奶要怎麼開始？" is in the forum
      When Ben answers "先少量多次親餵，再搭配擠奶"
      Then Ben is asked to sign in to "回答問題"

  Rule: only the writer edits or deletes a post
    @spec-2.1
    Scenario: Amy tries to change Ben's answer
      Given Amy is signed in
      And Amy's question "追奶要怎麼開始？" is in the forum
      And Ben answered "先少量多次親餵"
      When Amy edits Ben's answer to "被改掉了"
      Then the forum tells Amy "只能編輯或刪除自己的內容"
      And Ben's answer still reads "先少量多次親餵"
