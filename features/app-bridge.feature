Feature: The page keeps the shop's own app up to date
  媽咪 Amy shops inside the 寶貝揪團 app. The app's own toolbar holds the cart badge, the
  back-to-top button and the customer-service chat; the page tells the app what changed.
  Apps of version 6.1.4 or older do not know the newer messages and are not sent them.

  Rule: the app's cart badge and cart follow every cart change
    @spec-7
    Scenario: Amy adds a size to the cart in the app
      Given Amy is signed in
      And Amy shops inside the app version "7.2.0"
      When Amy adds 1 of "70cm" to the cart
      Then the app hears that the cart holds 1 item
      And the app hears that the cart's contents changed

    @spec-7
    Scenario: an old app hears the count but not the cart's contents
      Given Amy is signed in
      And Amy shops inside the app version "6.1.4"
      When Amy adds 1 of "70cm" to the cart
      Then the app hears that the cart holds 1 item
      But the app does not hear that the cart's contents changed

    @spec-7
    Scenario: in a web browser there is no app to tell
      Given Amy is signed in
      And Amy shops in a web browser
      When Amy adds 1 of "70cm" to the cart
      Then the app hears nothing

  Rule: the size Amy chooses reaches the app
    @spec-7 @spec-4.5
    Scenario: Amy chooses a size in the app
      Given Amy shops inside the app version "7.2.0"
      When Amy chooses "80cm" of "有機棉包屁衣"
      Then the app hears that "80cm" of "有機棉包屁衣" is chosen

  Rule: customer service opens in the app's own chat
    @spec-7
    Scenario: Amy asks for customer service in the app
      Given Amy shops inside the app version "7.2.0"
      When Amy asks for customer service
      Then the app opens its own customer service

    @spec-7
    Scenario: Amy asks for customer service in a web browser
      Given Amy shops in a web browser
      When Amy asks for customer service
      Then the web customer-service card opens

  Rule: forgetting the campaign forgets the app's campaign too
    @spec-7 @spec-4.7
    Scenario: Amy's campaign attributes are cleared in the app
      Given Amy shops inside the app version "7.2.0"
      When Amy's campaign attributes are cleared
      Then the app is told to forget its campaign data

  Rule: the app's back-to-top button shows past one screen
    @spec-7
    Scenario: Amy scrolls down and back up
      Given Amy shops inside the app version "7.2.0"
      When Amy scrolls down 2 screens
      Then the app shows its back-to-top button
      When Amy scrolls back to the top
      Then the app hides its back-to-top button and knows the page is at the top

  Rule: checkout takes the whole screen
    @spec-7
    Scenario: Amy goes to checkout and comes back
      Given Amy shops inside the app version "7.2.0"
      When Amy opens the checkout page
      Then the app hides its toolbar
      When Amy leaves the checkout page
      Then the app shows its toolbar again

    @spec-7
    Scenario: an old app keeps its toolbar
      Given Amy shops inside the app version "6.1.4"
      When Amy opens the checkout page
      Then the app hears nothing

  Rule: inside the app the web's own chrome is gone
    @spec-6
    Scenario: visitor Ben opens the shop inside the app
      Given Ben opens the shop inside the app
      Then Ben sees no footer, bottom navigation or banners
      And Ben's header has no cart button or sign-in: the app has its own

    @spec-6
    Scenario: visitor Ben opens the shop in a phone browser
      Given Ben opens the shop in a phone browser
      Then Ben's header has a cart button and sign-in
