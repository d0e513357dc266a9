@admin @issue-28
Feature: The group-buy desk (團購管理)
  營運 opens a group-buy with the products it sells at a group price no higher than their 原價,
  moves its times, or ends it early; parents see it in the mall at once. Every change is in the audit log.

  Rule: a new group-buy is in the mall the moment it is created

    Scenario: 林營運 opens a group-buy now and parents find it
      When 營運 林營運 creates the group-buy "晨光口水巾團" starting now for 7 days with one product at 80% of its 原價
      Then parents find "晨光口水巾團" in the mall's search
      And the audit log shows 林營運 did "group_buy.create"

    Scenario: a group-buy kept from its 即將開團 preview is listed when it opens
      When 營運 林營運 creates the group-buy "午後圍兜團" starting in 2 hours without a preview
      Then parents do not find "午後圍兜團" in the mall's search
      When the start of "午後圍兜團" comes
      Then parents find "午後圍兜團" in the mall's search

  Rule: bad input is refused next to its field and changes nothing

    Scenario: a group price above 原價 is refused
      When 營運 林營運 creates the group-buy "太貴的團" starting now for 7 days with one product at 120% of its 原價
      Then the back office refuses the group price as above the product's 原價
      And parents do not find "太貴的團" in the mall's search

    Scenario: a group-buy that ends before it starts is refused
      When 營運 林營運 creates the group-buy "倒轉的團" starting in 48 hours for -1 days with one product at 80% of its 原價
      Then the back office answers "結束時間須晚於開始時間"

  Rule: a group-buy ended early is over for parents at once

    Scenario: 林營運 ends a group-buy a parent has in her cart
      Given 營運 林營運 created the group-buy "提早結束團" starting now for 7 days
      And a parent put "提早結束團" in her cart
      When 營運 林營運 ends "提早結束團" early
      Then the parent's cart holds "提早結束團" as ended
      And the audit log shows 林營運 did "group_buy.end"

  Rule: only 營運 and 管理員 open the group-buy desk

    Scenario: 客服 does not see the group-buys
      When 客服 陳客服 opens the group-buy desk
      Then the back office answers "找不到資源"
