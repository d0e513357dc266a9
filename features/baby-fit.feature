@issue-30
Feature: 適合寶寶 — the babies a parent keeps choose what home shows her
  A member who keeps her baby's birthday (or due date) sees, on home, goods for the age the baby is today.

  Rule: home's row is for the baby's age today, and only for goods a parent can buy now

    @spec-6
    Scenario: Amy's baby of 7 months gets goods for 6-12 months, and never adult-only goods
      Given Amy keeps one baby, "小芽", born 230 days ago
      And the shop's hottest deal is adult-only and tagged for "6-12 個月"
      When Amy opens home signed in
      Then home has the row "適合小芽的商品", saying "7 個月"
      And every product in it suits "6-12 個月", and none is adult-only

    Scenario: a baby still expected gets a newborn's goods
      Given Amy keeps one baby, "二寶", due in 60 days
      When Amy opens home signed in
      Then home has the row "為二寶準備的新生兒好物", for a baby due in 60 days
      And every product in it suits "0-6 個月", and none is adult-only

  Rule: the row is a member's own; a visitor has none

    @spec-6
    Scenario: Ben keeps a baby, but signed out he sees no 適合寶寶 row
      Given Ben keeps one baby, "阿布", born 155 days ago
      When visitor Ben opens home
      Then home has no 適合寶寶 row
