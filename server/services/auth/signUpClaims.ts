import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import { verifyUnverifiedMember } from '../../db/repositories/auth/members';
import { findNewestLiveClaimPassword, findVerifiedEmailOfClaim, insertClaim, spendClaim, voidClaims } from '../../db/repositories/auth/signUpClaims';
import type { Database, Member } from '../../db/schema';
import { AccountMailSubjects, verificationMail } from '../mail/accountMails';
import { digest, newSecret } from './secrets';

export const VERIFICATION_TTL = 24 * 60 * 60 * 1000;

/**
 * Every sign-up for an e-mail not yet verified is a claim: its own password hash, nickname and
 * single-use link, mailed to the address. Whoever opens a link proves the mailbox, so that claim's
 * password and nickname become the account's; the first to sign up keeps nothing by being first.
 */
export async function addClaim(ctx: AppContext, member: Pick<Member, 'id' | 'email'>, claim: { passwordHash: string; nickname: string; termsVersion: string }): Promise<void> {
  const token = newSecret();
  const now = ctx.now();
  await insertClaim(ctx.db, {
    memberId: member.id, tokenHash: digest(token), passwordHash: claim.passwordHash, nickname: claim.nickname, termsVersion: claim.termsVersion, expiresAt: now + VERIFICATION_TTL, createdAt: now,
  });
  const link = `${ctx.config.publicOrigin}/auth/verify-email?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({ to: member.email, subject: AccountMailSubjects.VERIFY, ...verificationMail(claim.nickname, link) });
}

/**
 * Single use, 24 hours. The opened claim sets its password and nickname and verifies the account,
 * and the other claims die with it. Null for an invalid, used or expired link, or one whose account
 * was verified meanwhile (by another link, a password reset or a social provider).
 */
export async function verifyEmail(ctx: AppContext, token: string): Promise<{ memberId: number; email: string } | null> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const claim = await spendClaim(trx, digest(token), now);
    if (!claim) return null;
    const chosen = {
      ...(claim.password_hash ? { password_hash: claim.password_hash } : {}), ...(claim.nickname ? { nickname: claim.nickname } : {}),
      // The consent its form gave becomes the account's, like its password.
      ...(claim.terms_version && claim.terms_accepted_at ? { terms_version: claim.terms_version, terms_accepted_at: claim.terms_accepted_at } : {}),
    };
    // Conditional on still being unverified: of two links opened at once, one wins.
    const email = await verifyUnverifiedMember(trx, claim.member_id, now, chosen);
    if (email === undefined) return null;
    await voidClaims(trx, claim.member_id, now);
    return { memberId: claim.member_id, email };
  });
}

/** A link opened again (or one whose account another link verified): the account's e-mail, or null for a link the shop never sent. */
export async function alreadyVerifiedEmail(db: Kysely<Database>, token: string): Promise<string | null> {
  return (await findVerifiedEmailOfClaim(db, digest(token)))?.email ?? null;
}

/** The mailbox was proven another way (a password reset, a social provider): pending claims die. */
export async function markVerified(db: Kysely<Database>, memberId: number, now: number): Promise<void> {
  await verifyUnverifiedMember(db, memberId, now);
  await voidClaims(db, memberId, now);
}

/** The newest live claim's password: an unverified account answers 「請先完成 E-mail 驗證」 to it. */
export async function newestClaimPassword(db: Kysely<Database>, memberId: number, now: number): Promise<string | null> {
  return findNewestLiveClaimPassword(db, memberId, now);
}
