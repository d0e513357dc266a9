import { SOCIAL_MESSAGES } from '../../src/domain/auth/socialMessages';

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
  METRICS_TOKEN_REQUIRED: '需要監控用的存取權杖',

  // Accounts
  WRONG_CREDENTIALS: 'E-mail 或密碼錯誤',
  EMAIL_NOT_VERIFIED: '請先完成 E-mail 驗證',
  TERMS_REQUIRED: '請閱讀並同意服務條款與隱私權政策',
  VERIFY_TOKEN_INVALID: '驗證連結無效或已過期',
  TOO_MANY_ATTEMPTS: '嘗試次數過多，請稍後再試',
  SIGN_IN_REQUIRED: '請先登入',
  INVALID_OAUTH_TOKEN: '登入狀態已失效，請重新登入',
  INVALID_REFRESH_TOKEN: '登入憑證無效，請重新登入',
  EXPIRED_REFRESH_TOKEN: '登入憑證已過期，請重新登入',

  // Social sign-in
  SOCIAL_STATE_MISMATCH: SOCIAL_MESSAGES.stateMismatch,
  SOCIAL_PROVIDER_UNAVAILABLE: '目前無法使用此方式登入',
  SOCIAL_SIGN_IN_FAILED: SOCIAL_MESSAGES.signInFailed,
  SOCIAL_EMAIL_MISSING: '無法取得社群帳號的 E-mail，請改用 E-mail 註冊',
  MERGE_TICKET_INVALID: SOCIAL_MESSAGES.mergeTicketInvalid,
  DEMO_ACCOUNTS_ONLY: SOCIAL_MESSAGES.demoAccountsOnly,
  DEFAULT_SOCIAL_NICKNAME: SOCIAL_MESSAGES.defaultNickname,

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

  RESET_TOKEN_INVALID: '重設密碼連結無效或已過期，請重新申請',
} as const;
