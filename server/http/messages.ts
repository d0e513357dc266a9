/** Every zh-TW message the API sends, in one place for the product owner. */
export const Messages = {
  // Input
  INVALID_INPUT: '輸入資料有誤',
  FIELD_INVALID: '此欄位格式不正確',
  EMAIL_REQUIRED: '請輸入 E-mail',
  EMAIL_INVALID: 'E-mail 格式不正確',
  PASSWORD_REQUIRED: '請輸入密碼',
  PASSWORD_TOO_SHORT: '密碼至少需要 8 個字元',
  PASSWORD_TOO_LONG: '密碼最多 128 個字元',
  NICKNAME_REQUIRED: '請輸入暱稱',
  NICKNAME_TOO_LONG: '暱稱最多 20 個字元',
  PAGE_INVALID: '頁碼必須是 1 以上的整數',
  PAYLOAD_TOO_LARGE: '上傳的資料過大',

  // Accounts
  WRONG_CREDENTIALS: 'E-mail 或密碼錯誤',
  EMAIL_NOT_VERIFIED: '請先完成 E-mail 驗證',
  VERIFY_TOKEN_INVALID: '驗證連結無效或已過期',
  TOO_MANY_ATTEMPTS: '嘗試次數過多，請稍後再試',
  SIGN_IN_REQUIRED: '請先登入',
  INVALID_OAUTH_TOKEN: '登入狀態已失效，請重新登入',
  INVALID_REFRESH_TOKEN: '登入憑證無效，請重新登入',
  EXPIRED_REFRESH_TOKEN: '登入憑證已過期，請重新登入',

  // Social sign-in
  SOCIAL_STATE_MISMATCH: '登入驗證已逾時，請重新登入',
  SOCIAL_PROVIDER_UNAVAILABLE: '目前無法使用此方式登入',
  SOCIAL_SIGN_IN_FAILED: '社群帳號登入失敗，請重新再試',
  SOCIAL_EMAIL_MISSING: '無法取得社群帳號的 E-mail，請改用 E-mail 註冊',
  MERGE_TICKET_INVALID: '帳號合併連結已失效，請重新登入',
  DEMO_ACCOUNTS_ONLY: '僅能以展示帳號登入',
  DEFAULT_SOCIAL_NICKNAME: '揪團會員',

  // Platform
  PLATFORM_HEADER_REQUIRED: '請求缺少必要的 platform 標頭',
  CROSS_SITE_REFUSED: '不接受來自其他網站的請求',
  JSON_BODY_REQUIRED: '請以 JSON 格式送出資料',
  NOT_FOUND: '找不到資源',
  METHOD_NOT_ALLOWED: '不支援此請求方法',
  FORBIDDEN: '沒有權限存取此頁面',
  INTERNAL: '系統忙碌中，請稍後再試',
  SERVICE_UNAVAILABLE: '系統維護中，請稍後再試',
  REQUEST_TIMEOUT: '連線逾時，請重新再試',

  // Group lists
  GROUP_LIST_TITLES: { newest: '最新團購', hot: '熱銷團購', discount: '優惠團購', recommend: '推薦團購' },

  // Mail
  VERIFY_MAIL_SUBJECT: '【寶貝揪團】請驗證您的 E-mail',
  ALREADY_MEMBER_MAIL_SUBJECT: '【寶貝揪團】有人以您的 E-mail 申請註冊',
  RESET_MAIL_SUBJECT: '【寶貝揪團】重設密碼',
  FINISH_SIGN_UP_MAIL_SUBJECT: '【寶貝揪團】完成註冊：設定您的密碼',
  RESET_TOKEN_INVALID: '重設密碼連結無效或已過期，請重新申請',
} as const;

/** The verification mail, text and HTML. */
export function verificationMail(nickname: string, link: string): { text: string; html: string } {
  const text = [
    `${nickname} 您好：`,
    '',
    '感謝您加入寶貝揪團！請在 24 小時內點選下方連結，完成 E-mail 驗證：',
    link,
    '',
    '如果您沒有註冊寶貝揪團，請忽略這封信。',
    '寶貝揪團 敬上',
  ].join('\n');
  const html = `<p>${escapeHtml(nickname)} 您好：</p><p>感謝您加入寶貝揪團！請在 24 小時內點選下方連結，完成 E-mail 驗證：</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>如果您沒有註冊寶貝揪團，請忽略這封信。<br>寶貝揪團 敬上</p>`;
  return { text, html };
}

/** Sent instead of a second account when someone signs up with a registered e-mail (the page shows the same as a new sign-up). */
export function alreadyMemberMail(nickname: string, loginLink: string): { text: string; html: string } {
  const lines = ['剛剛有人以這個 E-mail 申請註冊寶貝揪團，但它已經是會員帳號了，所以沒有建立新帳號。', '如果是您本人，請到寶貝揪團直接登入：'];
  const closing = '如果不是您，請忽略這封信，您的帳號不受影響。';
  const text = [`${nickname} 您好：`, '', ...lines, loginLink, '', closing, '寶貝揪團 敬上'].join('\n');
  const html = `<p>${escapeHtml(nickname)} 您好：</p><p>${lines.join('<br>')}</p><p><a href="${escapeHtml(loginLink)}">${escapeHtml(loginLink)}</a></p><p>${closing}<br>寶貝揪團 敬上</p>`;
  return { text, html };
}

/** The password-reset mail: a single-use link good for 30 minutes. */
export function passwordResetMail(nickname: string, link: string): { text: string; html: string } {
  const lines = ['我們收到您重設寶貝揪團密碼的申請。請在 30 分鐘內點選下方連結設定新密碼（連結只能使用一次）：'];
  const closing = '如果您沒有申請重設密碼，請忽略這封信，您的密碼不會改變。';
  const text = [`${nickname} 您好：`, '', ...lines, link, '', closing, '寶貝揪團 敬上'].join('\n');
  const html = `<p>${escapeHtml(nickname)} 您好：</p><p>${lines.join('<br>')}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${closing}<br>寶貝揪團 敬上</p>`;
  return { text, html };
}

/**
 * Answers 重寄驗證信 for an account not yet verified: the mailbox owner sets her own password, since
 * a resent link must not carry a password someone else chose at sign-up. No nickname: that too may be a stranger's.
 */
export function finishSignUpMail(link: string): { text: string; html: string } {
  const lines = ['您申請了重寄寶貝揪團的驗證信。請在 30 分鐘內點選下方連結設定密碼，即完成 E-mail 驗證（連結只能使用一次）：'];
  const closing = '如果您沒有註冊寶貝揪團，請忽略這封信。';
  const text = ['您好：', '', ...lines, link, '', closing, '寶貝揪團 敬上'].join('\n');
  const html = `<p>您好：</p><p>${lines.join('<br>')}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${closing}<br>寶貝揪團 敬上</p>`;
  return { text, html };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
