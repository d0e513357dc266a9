import { escapeHtml } from '../../html';

/** The account mails (verification, already a member, password reset, finish sign-up): subjects and bodies, text and HTML. */
export const AccountMailSubjects = {
  VERIFY: '【寶貝揪團】請驗證您的 E-mail',
  ALREADY_MEMBER: '【寶貝揪團】有人以您的 E-mail 申請註冊',
  RESET: '【寶貝揪團】重設密碼',
  FINISH_SIGN_UP: '【寶貝揪團】完成註冊：設定您的密碼',
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
