Feature: Signing up and signing in
  A parent creates an account with an e-mail, a password and a nickname, confirms the
  e-mail from the mail the shop sends, and signs in. Every problem is told in plain words.

  Rule: the sign-up form says what is wrong with each field

    @spec-5
    Scenario Outline: Cathy signs up with <problem>
      When Cathy signs up with the e-mail "<email>", the password "<password>" and the nickname "<nickname>"
      Then Cathy is told "<message>" about her <field>
      And no account is created

      Examples:
        | problem            | email            | password     | nickname | message                | field    |
        | a short password   | cathy@example.com | 1234567      | 凱西     | 密碼至少需要 8 個字元  | password |
        | a malformed e-mail | cathy@example     | cathy-1234   | 凱西     | E-mail 格式不正確      | email    |
        | no nickname        | cathy@example.com | cathy-1234   |          | 請輸入暱稱             | nickname |
        | no e-mail          |                   | cathy-1234   | 凱西     | 請輸入 E-mail          | email    |
        | no password        | cathy@example.com |              | 凱西     | 請輸入密碼             | password |

    @spec-5
    Scenario: Cathy signs up with an e-mail that is already a member's
      Given 媽咪 Amy has an account with the nickname "媽咪Amy"
      When Cathy signs up with the e-mail "amy@example.com", the password "cathy-1234" and the nickname "凱西"
      Then Cathy is asked to check the mailbox, as after any sign-up
      And no account is created
      And 媽咪 Amy gets a mail saying someone tried to sign up with her e-mail

  Rule: a new account signs in after its e-mail is verified, and the link signs her in

    @spec-2.1
    Scenario: Cathy signs up, verifies her e-mail and is signed in by the link
      When Cathy signs up with the e-mail "cathy@example.com", the password "cathy-1234" and the nickname "凱西"
      And Cathy tries to sign in with the password "cathy-1234"
      Then Cathy is told "請先完成 E-mail 驗證"
      When Cathy opens the link in her verification mail
      Then Cathy is signed in as "凱西"

    @spec-2.1
    Scenario: A verification link opened again says the e-mail is verified and signs no one in
      When Cathy signs up with the e-mail "cathy@example.com", the password "cathy-1234" and the nickname "凱西"
      And Cathy opens the link in her verification mail
      And Cathy opens the link in her verification mail again on another phone
      Then Cathy is told "cathy@example.com" was verified before
      And Cathy is a visitor on that phone

    @spec-2.1
    Scenario: A link the shop never sent is refused
      When Cathy opens a verification link the shop never sent
      Then Cathy is told "驗證連結無效或已過期"

  Rule: repeated wrong passwords lock sign-in for a while

    @spec-2.1
    Scenario: Amy mistypes her password too often
      Given 媽咪 Amy has an account with the nickname "媽咪Amy"
      When Amy tries to sign in with the password "wrong-pass" 5 times
      And Amy tries to sign in with the password "jiutuan-demo-1"
      Then Amy is told "嘗試次數過多，請於 15 分鐘後再試"
