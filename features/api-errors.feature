Feature: What a failed call means
  Every call to the shop's service that fails ends as one kind of failure, so every page
  can react the same way: the busy page, the not-found page, a redirect, or a message.

  Rule: each answer of the service becomes one kind of failure

    @spec-8
    Scenario Outline: Amy's page asks the service for something and it <answer>
      Given the service <answer>
      When Amy's page asks the service for something
      Then the page meets <failure>

      Examples:
        | answer                                   | failure                             |
        | takes too long                           | a timeout                           |
        | is cut off                               | a timeout                           |
        | cannot be reached                        | no answer at all                    |
        | says it is under maintenance             | the service being unavailable       |
        | says there is no such page               | nothing found                       |
        | says there is no such thing              | nothing found                       |
        | says the thing moved to the summer event | a redirect to the summer event      |
        | says Amy tried too often                 | too many attempts, waiting 120 s    |
        | says the refresh token is unknown        | an invalid refresh token            |
        | says the refresh token has expired       | an expired refresh token            |
        | says the input is wrong                  | a parameter error on the e-mail     |
        | answers with a page nobody understands   | a general failure                   |

  Rule: other failure codes pass on unchanged

    @spec-8
    Scenario: The item sold out while Amy was looking
      Given the service refuses with "CART_ITEM_SOLD_OUT" and says "加入購物車失敗，庫存不足"
      When Amy's page asks the service for something
      Then the page meets the failure "CART_ITEM_SOLD_OUT" saying "加入購物車失敗，庫存不足"
      And nothing is reported

  Rule: forbidden and bad-gateway answers are reported before they pass on

    @spec-8
    Scenario Outline: The service <answer>
      Given the service <answer>
      When Amy's page asks the service for something
      Then the page meets a failure with status <status>
      And the failure is reported

      Examples:
        | answer          | status |
        | forbids it      | 403    |
        | has a bad gateway | 502  |

  Rule: a shop token the service rejects is refreshed, the page reloaded and the call retried

    @spec-8
    Scenario: Amy's shop token is rejected but her refresh is good
      Given Amy holds a shop token the service no longer accepts
      And the service will refresh Amy's sign-in
      When Amy's page asks the service for her member data
      Then the page gets Amy's member data
      And the rejected token is reported
      And Amy holds a new shop token from the service
      And the page is reloaded

    @spec-8
    Scenario: Amy's shop token is rejected and her refresh has expired
      Given Amy holds a shop token the service no longer accepts
      And the service says Amy's refresh token has expired
      When Amy's page asks the service for her member data
      Then Amy is signed out
      And Amy no longer holds a shop token from the service
      And the page is reloaded
