Feature: A page that behaves under a parent's thumb
  Parents tap fast with one hand, often on a slow or metered connection: the page must not zoom
  by accident, must not spend their data on pages they have not asked for, and loads pictures just in time.

  Rule: a second tap within 300 ms and multi-touch gestures are blocked on the page
    @spec-4.7 @spec-9
    Scenario: Amy taps the page twice quickly
      Given Amy tapped the page
      When Amy taps the page again 300 ms later
      Then the page blocks that tap

    @spec-4.7 @spec-9
    Scenario: Amy taps the page again after a moment
      Given Amy tapped the page
      When Amy taps the page again 301 ms later
      Then the page lets that tap through

    @spec-4.7
    Scenario: Amy pinches the page
      When Amy touches the page with 2 fingers
      Then the page blocks that touch

    @spec-4.7
    Scenario: Amy taps the plus button twice to add two more
      Given Amy tapped a button
      When Amy taps a button again 120 ms later
      Then the page lets that tap through

  Rule: links are not fetched ahead on 2g or with data saver on
    @spec-4.7
    Scenario Outline: Ben's connection decides whether links are fetched ahead
      Given Ben's phone is on <network> with data saver <saver>
      Then links are <verdict> ahead for Ben

      Examples:
        | network | saver | verdict     |
        | 4g      | off   | fetched     |
        | 3g      | off   | fetched     |
        | 2g      | off   | not fetched |
        | slow-2g | off   | not fetched |
        | 4g      | on    | not fetched |

    @spec-4.7
    Scenario: a browser that says nothing of its connection
      Given Ben's browser says nothing of its connection
      Then links are fetched ahead for Ben

  Rule: lazy images start loading 150 px before they enter the view
    @spec-4.7 @spec-9
    Scenario: Amy scrolls towards a product picture
      Given a product picture 400 px below Amy's view
      When Amy scrolls down 249 px
      Then the picture is not loading yet
      When Amy scrolls down 1 px
      Then the picture starts loading
