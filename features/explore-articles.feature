Feature: Reading articles and shopping guides in the explore section
  Parents read articles and buying guides written for their baby's stage, and follow the
  goods they mention into the mall. Only the shop's own articles exist at an address.

  Rule: only the 25 fixed articles can be opened

    @spec-5 @spec-2.1
    Scenario: Amy opens an article about bathing
      Given the explore section has article 1006 "第一次幫寶寶洗澡就上手"
      When 媽咪 Amy opens article "1006"
      Then Amy reads "第一次幫寶寶洗澡就上手"
      And Amy sees the goods it mentions, each leading into the mall

    @spec-5
    Scenario Outline: visitor Ben types a wrong article address
      Given the explore section has article 1006 "第一次幫寶寶洗澡就上手"
      When visitor Ben opens article "<id>"
      Then Ben sees the page-not-found page

      Examples:
        | id    |
        | 1026  |
        | 1000  |
        | 01006 |
        | bath  |

  Rule: a guide is found by its number

    @spec-5
    Scenario Outline: Ben opens guide "<id>"
      Given the explore section has guide 11 "防踢背心與睡袋怎麼挑？"
      When visitor Ben opens guide "<id>"
      Then Ben <outcome>

      Examples:
        | id    | outcome                                 |
        | 11    | reads "防踢背心與睡袋怎麼挑？"           |
        | 12    | sees the page-not-found page            |
        | 11abc | sees the page-not-found page            |

  Rule: the explore tab lights up while reading

    @spec-2.4
    Scenario Outline: Amy is on the <page> page
      When 媽咪 Amy is on the "<route>" page
      Then the bottom navigation highlights "探索"

      Examples:
        | page           | route          |
        | explore        | explore        |
        | article        | article        |
        | shopping guide | shopping-guide |

  Rule: the explore search suggests article and guide titles

    @spec-2.1
    Scenario: Amy looks for something about sleep
      Given the explore section has article 1013 "寶寶一覺到天亮：建立睡前儀式"
      And the explore section has guide 11 "防踢背心與睡袋怎麼挑？"
      When 媽咪 Amy types "睡" in the explore search
      Then Amy is offered "寶寶一覺到天亮：建立睡前儀式" and "防踢背心與睡袋怎麼挑？"
