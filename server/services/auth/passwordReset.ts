import type { AppContext } from '../../context';
import { findMemberByEmail, setMemberPassword } from '../../db/repositories/auth/members';
import { insertPasswordReset, spendPasswordReset, voidPasswordResets } from '../../db/repositories/auth/passwordResets';
import type { Member } from '../../db/schema';
import { AccountMailSubjects, finishSignUpMail, passwordResetMail } from '../mail/accountMails';
import { hashPassword } from './passwords';
import { hit, type Limit } from './rateLimiter';
import { digest, newSecret } from './secrets';
import { signOutEverywhere } from './sessions';
import { clearSignInLockout } from './signInLockout';
import { markVerified } from './signUpClaims';

const MINUTE = 60 * 1000;
export const RESET_TTL = 30 * MINUTE;

/** Reset mails are limited per e-mail (3) and per address (10) an hour, so the form cannot flood a mailbox. */
const resetLimits = (email: string, ip: string): Limit[] => [
  { key: `reset:email:${email}`, max: 3, windowMs: 60 * MINUTE },
  { key: `reset:ip:${ip}`, max: 10, windowMs: 60 * MINUTE },
];

/**
 * 忘記密碼. Answered the same whether or not the e-mail is a member's (the page must not tell who
 * is one); a member gets a single-use link good for 30 minutes. Returns seconds to wait when limited.
 * Its limits are its own: a sign-in lockout never stands in the way of a reset.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string): Promise<number | null> {
  const wait = await hit(ctx.db, resetLimits(email, ip), ctx.now());
  if (wait !== null) return wait;
  const member = await findMemberByEmail(ctx.db, email);
  if (!member || member.email.endsWith('.invalid')) return null;
  await mailResetLink(ctx, member, 'reset');
  return null;
}

/** A reset link to the member's mailbox; `finish-sign-up` words it for an account not yet verified. */
export async function mailResetLink(ctx: AppContext, member: Pick<Member, 'id' | 'email' | 'nickname'>, kind: 'reset' | 'finish-sign-up'): Promise<void> {
  const token = newSecret();
  const now = ctx.now();
  await insertPasswordReset(ctx.db, { memberId: member.id, tokenHash: digest(token), expiresAt: now + RESET_TTL, createdAt: now });
  const link = `${ctx.config.publicOrigin}/auth/reset-password?token=${encodeURIComponent(token)}`;
  const mail = kind === 'reset'
    ? { subject: AccountMailSubjects.RESET, ...passwordResetMail(member.nickname, link) }
    : { subject: AccountMailSubjects.FINISH_SIGN_UP, ...finishSignUpMail(link) };
  await ctx.mailer.send({ to: member.email, ...mail });
}

/**
 * Sets the new password with a reset link: the link is used once (a conditional update claims
 * it), the mailbox is proven so the e-mail counts as verified (pending sign-up claims die), every
 * session and token of the member ends, and no address stays locked out of the account. False for
 * an unknown, used or expired link.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<boolean> {
  const now = ctx.now();
  const memberId = await spendPasswordReset(ctx.db, digest(token), now);
  if (memberId === null) return false;
  const passwordHash = await hashPassword(password, ctx.config.passwordCost);
  const email = await setMemberPassword(ctx.db, memberId, passwordHash);
  await markVerified(ctx.db, memberId, now);
  await voidPasswordResets(ctx.db, memberId, now);
  await signOutEverywhere(ctx.db, memberId, now);
  if (email !== undefined) await clearSignInLockout(ctx.db, email);
  return true;
}
