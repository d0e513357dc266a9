import { DisplayTextMessages } from '../displayText/messages';

/**
 * zh-TW messages of the account area. The server answers with the same texts, so a shopper
 * reads one wording whether the browser or the server caught the problem.
 */
export const AUTH_MESSAGES = {
  emailRequired: '請輸入 E-mail',
  termsRequired: '請閱讀並同意服務條款與隱私權政策',
  emailInvalid: 'E-mail 格式不正確',
  emailTooLong: 'E-mail 長度過長',
  emailTaken: '此 E-mail 已經註冊過了',
  passwordRequired: '請輸入密碼',
  passwordTooShort: '密碼至少需要 8 個字元',
  passwordTooLong: '密碼最多 128 個字元',
  /** A password the strength check refuses, by what it recognised (the reason comes first, then what to do). */
  passwordWeak: {
    common: '這是很常見的密碼，很容易被猜到，請換一組',
    sequence: '連續的數字或字母（如 12345678、abcdefgh）很容易被猜到，請換一組',
    repeat: '重複的字元（如 aaaaaaaa）很容易被猜到，請換一組',
    keyboard: '鍵盤上相鄰的按鍵（如 qwertyui）很容易被猜到，請換一組',
    date: '日期或年份很容易被猜到，請換一組',
    personal: '密碼不能包含您的 E-mail 或暱稱，請換一組',
    other: '密碼強度不足，請加長或混合英文、數字與符號',
  },
  nicknameRequired: '請輸入暱稱',
  nicknameTooLong: '暱稱最多 20 個字元',
  nicknameReserved: DisplayTextMessages.NICKNAME_RESERVED,
  wrongCredentials: 'E-mail 或密碼錯誤',
  emailNotVerified: '請先完成 E-mail 驗證',
  tooManyAttempts: '嘗試次數過多，請稍後再試',
  tooManyAttemptsWithWait: (minutes: number) => `嘗試次數過多，請於 ${minutes} 分鐘後再試`,
  verifyLinkInvalid: '驗證連結無效或已過期',
  signUpFailed: '暫時無法完成註冊，請稍後再試',
  signInFailed: '暫時無法登入，請稍後再試',
  /** A member-only action met a visitor: the login dialog opens instead (RequireMember). */
  signInRequired: '請先登入',
  /** Why a member page opened the sign-in (issue 30): the dialog's line under its title. */
  signInFor: {
    orders: '請先登入會員，即可查看訂單',
    refunds: '請先登入會員，即可查看退款進度',
    coupons: '請先登入會員，即可查看您的折價券',
    credit: '請先登入會員，即可查看您的購物金',
    wishList: '請先登入會員，即可查看追蹤清單',
    profile: '請先登入會員，即可查看會員資料',
    devices: '請先登入會員，即可管理登入裝置',
    cart: '請先登入會員，即可查看購物車',
    checkout: '請先登入會員，即可繼續結帳',
    deleteAccount: '請先登入會員，才能刪除帳號',
    other: '請先登入會員，即可繼續',
  },
} as const;
