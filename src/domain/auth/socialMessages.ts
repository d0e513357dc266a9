/**
 * zh-TW answers of 社群登入 and the demo sign-in. The server's Messages take them from here, so the
 * sandbox fake the application tests use cannot word a refusal differently from the shop.
 */
export const SOCIAL_MESSAGES = {
  stateMismatch: '登入驗證已逾時，請重新登入',
  signInFailed: '社群帳號登入失敗，請重新再試',
  mergeTicketInvalid: '帳號合併連結已失效，請重新登入',
  demoAccountsOnly: '僅能以展示帳號登入',
  /** A provider's name the shop cannot show becomes this nickname. */
  defaultNickname: '揪團會員',
} as const;

/** The seeded demo members' domain: the only ones the demo sign-in (login-test) signs in. */
export const DEMO_EMAIL_DOMAIN = '@example.com';
