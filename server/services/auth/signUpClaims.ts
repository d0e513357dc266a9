import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database, Member } from '../../db/schema';
import { AccountMailSubjects, verificationMail } from '../mail/accountMails';
import { digest, newSecret } from './secrets';

export const VERIFICATION_TTL = 24 * 60 * 60 * 1000;

/**
 * Every sign-up for an e-mail not yet verified is a claim: its own password hash, nickname and
 * single-use link, mailed to the address. Whoever opens a link proves the mailbox, so that claim's
 * password and nickname become the account's; the first to sign up keeps nothing by being first.
 */
export async function addClaim(ctx: AppContext, member: Pick<Member, 'id' | 'email'>, claim: { passwordHash: string; nickname: string }): Promise<void> {
  const token = newSecret();
  const now = ctx.now();
  await ctx.db.insertInto('email_verifications').values({
    member_id: member.id, token_hash: digest(token), password_hash: claim.passwordHash, nickname: claim.nickname,
    expires_at: now + VERIFICATION_TTL, created_at: now,
  }).execute();
  const link = `${ctx.config.publicOrigin}/auth/verify-email?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({ to: member.email, subject: AccountMailSubjects.VERIFY, ...verificationMail(claim.nickname, link) });
}

/**
 * Single use, 24 hours. The opened claim sets its password and nickname and verifies the account,
 * and the other claims die with it. Null for an invalid, used or expired link, or one whose account
 * was verified meanwhile (by another link, a password reset or a social provider).
 */
export async function verifyEmail(ctx: AppContext, token: string): Promise<string | null> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const claim = await trx.updateTable('email_verifications').set({ used_at: now })
      .where('token_hash', '=', digest(token)).where('used_at', 'is', null).where('expires_at', '>', now)
      .returning(['member_id', 'password_hash', 'nickname']).executeTakeFirst();
    if (!claim) return null;
    const chosen = { ...(claim.password_hash ? { password_hash: claim.password_hash } : {}), ...(claim.nickname ? { nickname: claim.nickname } : {}) };
    // Conditional on still being unverified: of two links opened at once, one wins.
    const won = await trx.updateTable('members').set({ ...chosen, email_verified_at: now })
      .where('id', '=', claim.member_id).where('email_verified_at', 'is', null)
      .returning('email').executeTakeFirst();
    if (!won) return null;
    await voidClaims(trx, claim.member_id, now);
    return won.email;
  });
}

/** The mailbox was proven another way (a password reset, a social provider): pending claims die. */
export async function markVerified(db: Kysely<Database>, memberId: number, now: number): Promise<void> {
  await db.updateTable('members').set({ email_verified_at: now }).where('id', '=', memberId).where('email_verified_at', 'is', null).execute();
  await voidClaims(db, memberId, now);
}

const voidClaims = (db: Kysely<Database>, memberId: number, now: number) =>
  db.updateTable('email_verifications').set({ used_at: now }).where('member_id', '=', memberId).where('used_at', 'is', null).execute();

/** The newest live claim's password: an unverified account answers 「請先完成 E-mail 驗證」 to it. */
export async function newestClaimPassword(db: Kysely<Database>, memberId: number, now: number): Promise<string | null> {
  const row = await db.selectFrom('email_verifications').select('password_hash')
    .where('member_id', '=', memberId).where('used_at', 'is', null).where('expires_at', '>', now)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.password_hash ?? null;
}
