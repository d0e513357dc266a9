@checkout
Feature: The buyer of an order
  Amy types her mobile the way she writes it down; the shop keeps one number and shows it grouped.

  Rule: a mobile written with dashes or spaces is the same mobile

    @spec-5
    Scenario Outline: Amy types her mobile as <typed>
      When Amy gives "<typed>" as her mobile for the order
      Then the shop keeps the mobile "0912345678"
      And the mobile reads "0912-345-678"

      Examples:
        | typed        |
        | 0912345678   |
        | 0912-345-678 |
        | 0912 345 678 |

    @spec-5
    Scenario: a number that is not a mobile is refused beside the field
      When Amy gives "0912-345-67" as her mobile for the order
      Then the mobile is refused with "手機號碼須為 09 開頭的 10 碼數字"

  Rule: a checkout that cannot be sent marks each section at fault, the first one first

    @spec-5
    Scenario: Amy sends a checkout without a mobile or a payment method
      When the shop refuses Amy's order for "手機號碼須為 09 開頭的 10 碼數字" and "請選擇付款方式"
      Then the buyer section is marked "手機號碼須為 09 開頭的 10 碼數字"
      And the payment section is marked "請選擇付款方式"
      And the buyer section is the first one to fix
