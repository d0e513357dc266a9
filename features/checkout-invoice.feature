@checkout
Feature: The e-invoice of an order
  Amy chooses how her e-invoice is kept: the member carrier, a mobile barcode, a citizen
  certificate, a company's tax id, or a donation.

  Rule: each carrier has its format

    Scenario Outline: Amy enters a <carrier>
      When Amy asks for a <carrier> invoice with "<code>"
      Then the invoice is <verdict>

      Examples:
        | carrier        | code             | verdict                                       |
        | mobile barcode | /AB+1.-9         | accepted                                      |
        | mobile barcode | /ab12345         | refused with "手機條碼格式為 / 加 7 碼英數字或 . + -" |
        | citizen cert   | AB12345678901234 | accepted                                      |
        | citizen cert   | A123456789012345 | refused with "自然人憑證條碼為 2 碼大寫英文加 14 碼數字" |
        | donation       | 25885            | accepted                                      |
        | donation       | 12               | refused with "捐贈碼為 3 到 7 碼數字"              |

  Rule: a company's tax id passes the official checksum

    Scenario Outline: Amy asks for a company invoice with tax id <tax id>
      When Amy asks for a company invoice for "寶貝股份有限公司" with tax id "<tax id>"
      Then the invoice is <verdict>

      Examples:
        | tax id   | verdict                     |
        | 22099131 | accepted                    |
        | 10458574 | accepted                    |
        | 12345678 | refused with "統一編號格式不正確" |
        | 10458572 | refused with "統一編號格式不正確" |

    Scenario: a company invoice needs the company's name
      When Amy asks for a company invoice for "" with tax id "22099131"
      Then the invoice is refused with "請填寫公司名稱"
