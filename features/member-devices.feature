@issue-9
Feature: Signing out other devices (登入裝置)
  A parent sees every browser and app signed in to her account, the one she is using marked
  as this device, and can sign any other one out, or all of them at once: say after using a
  friend's phone or the office computer. A device signed out has to sign in again.

  Rule: a parent sees where her account is signed in

    @issue-25
    Scenario: Amy sees her Mac, her phone's app and the office computer
      Given 媽咪 Amy is signed in with "Chrome · macOS"
      And Amy is also signed in with "寶貝揪團 App · iOS", then later with "Edge · Windows"
      When Amy looks at her signed-in devices
      Then Amy sees "Chrome · macOS" as this device, then "Edge · Windows" and "寶貝揪團 App · iOS"

  Rule: a parent can sign out one other device, or every other one

    @issue-25
    Scenario: Amy signs out the office computer she forgot about
      Given 媽咪 Amy is signed in with "Chrome · macOS"
      And Amy is also signed in with "寶貝揪團 App · iOS", then later with "Edge · Windows"
      When Amy signs out "Edge · Windows"
      Then Amy is told "已登出該裝置"
      And "Edge · Windows" has to sign in to Amy's account again, while "寶貝揪團 App · iOS" stays signed in

    @issue-25
    Scenario: Amy signs out her other devices at once
      Given 媽咪 Amy is signed in with "Chrome · macOS"
      And Amy is also signed in with "寶貝揪團 App · iOS", then later with "Edge · Windows"
      When Amy signs out every other device
      Then Amy is told "已登出其他 2 個裝置"
      And only "Chrome · macOS" is still signed in to Amy's account

  Rule: no one can sign out someone else's device

    @issue-25
    Scenario: Amy cannot sign out Ben's phone
      Given 媽咪 Amy is signed in with "Chrome · macOS"
      And 爸比 Ben is signed in with "Chrome · Android"
      When Amy tries to sign out Ben's "Chrome · Android"
      Then Amy is told "找不到這個登入裝置，可能已經登出了"
      And Ben's "Chrome · Android" stays signed in
