Feature: A rejected sign-in is mended without the shopper noticing
  When the service no longer accepts a shopper's token, the shop refreshes it, reloads the
  page and carries on; only an expired refresh signs the shopper out. (How each failed call
  maps to a kind of failure is a unit test: tests/infrastructure/http/errorMapping.test.ts.)

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
