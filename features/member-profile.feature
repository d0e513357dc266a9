@issue-9
Feature: Babies on the member profile
  A parent keeps her babies on her profile (a name or nickname, a birthday or a due date,
  a gender); the shop shows each baby's age the way parents say it.

  Rule: a baby has a name, a birthday or a due date within about ten months, and a gender

    Scenario: Amy adds her toddler
      Given 媽咪 Amy is signed in
      And today is "2026-03-15" in Taipei
      When Amy adds a baby "小芽" born on "2025-01-10"
      Then Amy is told "已儲存寶寶資料"
      And Amy's babies show "小芽" as "1 歲 2 個月"

    Scenario: Amy adds the baby she is expecting
      Given 媽咪 Amy is signed in
      And today is "2026-03-15" in Taipei
      When Amy adds a baby "二寶" born on "2026-08-01"
      Then Amy's babies show "二寶" as "預產期 2026-08-01（還有 139 天）"

    Scenario: a due date more than ten months ahead is refused
      Given 媽咪 Amy is signed in
      And today is "2026-03-15" in Taipei
      When Amy adds a baby "三寶" born on "2027-03-01"
      Then Amy is told "請修正標示的欄位"
      And the birthday is marked "預產期最晚只能填 10 個月內"

  Rule: a parent keeps at most ten babies

    Scenario: Amy already has ten babies
      Given 媽咪 Amy is signed in
      And Amy already has 10 babies
      When Amy adds a baby "小十一" born on "2025-01-10"
      Then Amy is told "最多可以新增 10 位寶寶"

  Rule: the shop calls a member by the nickname she chose, everywhere at once

    @spec-3
    Scenario: Amy renames herself and the header follows
      Given 媽咪 Amy is signed in
      When Amy changes her nickname to "小芬媽咪"
      Then Amy is signed in as "小芬媽咪"
