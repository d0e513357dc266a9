@admin @issue-28
Feature: The products desk (商品管理)
  營運 changes a product's prices, stock and purchase limits, and parents see them in the shop; a price
  above its 原價 is refused next to its field. Stock also comes and goes as a CSV file, checked first and
  written whole or not at all. 客服 does not see the products. Every change is in the audit log.

  Rule: a size's price is never above its own 原價

    Scenario: 林營運 lowers a size's price and a parent sees it on the product page
      Given a product with a size priced at 880 and listed at 1280
      When 營運 林營運 sets that size's price to 699 with 12 in stock
      Then a parent sees that size at 699 on the product page
      And the audit log shows 林營運 did "product.update"

    Scenario: a price above the 原價 is refused next to its field and nothing changes
      Given a product with a size priced at 880 and listed at 1280
      When 營運 林營運 sets that size's price to 1500 with 12 in stock
      Then the price of that size is refused with "售價不能高於原價"
      And a parent sees that size at 880 on the product page

  Rule: a stock file is checked first, and written whole or not at all

    Scenario: the check lists the row it would refuse and changes nothing
      Given a stock file of 5 rows whose row 4 has a stock of "-3"
      When 營運 林營運 checks the file
      Then the file is refused at row 4 in column "stock" because "庫存須為 0 到 100,000 的整數"
      And no stock changed

    Scenario: a file with one bad row is not imported at all
      Given a stock file of 40 rows whose row 30 has a stock of "很多"
      When 營運 林營運 imports the file
      Then the file is refused at row 30 in column "stock" because "庫存須為 0 到 100,000 的整數"
      And no stock changed

    Scenario: a clean file is imported whole
      Given a stock file of 40 rows, each with 1 more piece in stock
      When 營運 林營運 imports the file
      Then every size in the file has 1 more piece in stock
      And the audit log shows 林營運 did "product.import"

  Rule: only 營運 and 管理員 open the products desk

    Scenario: 客服 does not see the products
      When 客服 陳客服 opens the products desk
      Then the back office answers "找不到資源"
