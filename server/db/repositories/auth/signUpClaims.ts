import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export async function insertClaim(db: Db, claim: { memberId: number; tokenHash: string; passwordHash: string; nickname: string; termsVersion: string; expiresAt: number; createdAt: number }): Promise<void> {
  await db.insertInto('email_verifications').values({
    member_id: claim.memberId, token_hash: claim.tokenHash, password_hash: claim.passwordHash, nickname: claim.nickname,
    terms_version: claim.termsVersion, terms_accepted_at: claim.createdAt, expires_at: claim.expiresAt, created_at: claim.createdAt,
  }).execute();
}

/** Marks an unused, unexpired claim used and returns it; undefined when there is none (or another call spent it). */
export const spendClaim = (db: Db, tokenHash: string, now: number) =>
  db.updateTable('email_verifications').set({ used_at: now })
    .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now)
    .returning(['member_id', 'password_hash', 'nickname', 'terms_version', 'terms_accepted_at']).executeTakeFirst();

/** The e-mail of the verified account a link (used, expired or voided) was mailed for; undefined when there is none. */
export const findVerifiedEmailOfClaim = (db: Db, tokenHash: string) =>
  db.selectFrom('email_verifications').innerJoin('members', 'members.id', 'email_verifications.member_id')
    .select(['members.email']).where('email_verifications.token_hash', '=', tokenHash).where('members.email_verified_at', 'is not', null)
    .executeTakeFirst();

export async function voidClaims(db: Db, memberId: number, now: number): Promise<void> {
  await db.updateTable('email_verifications').set({ used_at: now }).where('member_id', '=', memberId).where('used_at', 'is', null).execute();
}

export async function findNewestLiveClaimPassword(db: Db, memberId: number, now: number): Promise<string | null> {
  const row = await db.selectFrom('email_verifications').select('password_hash')
    .where('member_id', '=', memberId).where('used_at', 'is', null).where('expires_at', '>', now)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.password_hash ?? null;
}
