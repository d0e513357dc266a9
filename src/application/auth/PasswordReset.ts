import { inject, injectable } from '../injection';
import { EMAIL_PATTERN } from '../../domain/checkout/buyer';
import { PASSWORD_MIN_LENGTH } from '../../domain/constants';
import { attempt, formFailure, type FormOutcome } from '../formOutcome';
import { PORT_TOKENS } from '../tokens';
import type { AuthGateway } from './ports';

export const RESET_MESSAGES = {
  EMAIL_INVALID: 'E-mail 格式不正確',
  MAIL_SENT: '若這個 E-mail 已註冊，重設密碼連結已寄出，請在 30 分鐘內開啟。',
  PASSWORD_TOO_SHORT: `密碼至少需要 ${PASSWORD_MIN_LENGTH} 個字元`,
  PASSWORDS_DIFFER: '兩次輸入的密碼不一致',
  DONE: '密碼已重設，請用新密碼登入。',
} as const;

/** 忘記密碼: asks the shop to mail a reset link. */
@injectable()
export class RequestPasswordReset {
  constructor(@inject(PORT_TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  async execute(input: { email: string }): Promise<FormOutcome<{ message: string }>> {
    const email = input.email.trim();
    if (!EMAIL_PATTERN.test(email)) return formFailure('INVALID_EMAIL', RESET_MESSAGES.EMAIL_INVALID, { email: RESET_MESSAGES.EMAIL_INVALID });
    const sent = await attempt(() => this.auth.requestPasswordReset(email));
    return sent.ok ? { ok: true, value: { message: RESET_MESSAGES.MAIL_SENT } } : sent;
  }
}

/** Sets the new password with the mailed link; the shop ends every session of the member. */
@injectable()
export class ResetPassword {
  constructor(@inject(PORT_TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  async execute(input: { token: string; password: string; confirm: string }): Promise<FormOutcome<{ message: string }>> {
    if (input.password.length < PASSWORD_MIN_LENGTH) return formFailure('INVALID_PASSWORD', RESET_MESSAGES.PASSWORD_TOO_SHORT, { password: RESET_MESSAGES.PASSWORD_TOO_SHORT });
    if (input.password !== input.confirm) return formFailure('PASSWORDS_DIFFER', RESET_MESSAGES.PASSWORDS_DIFFER, { confirm: RESET_MESSAGES.PASSWORDS_DIFFER });
    const done = await attempt(() => this.auth.resetPassword(input.token, input.password));
    return done.ok ? { ok: true, value: { message: RESET_MESSAGES.DONE } } : done;
  }
}
