import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { digest, newSecret } from './secrets';
import { revokeFamily, type AccessGrant } from './tokens';

export const SESSION_TTL = 30 * 24 * 60 * 60 * 1000;

/** Sessions back the `session` auth driver (social sign-in, login-test); the cookie holds the sid. */
export async function createSession(db: Kysely<Database>, memberId: number, now: number): Promise<string> {
  const sid = newSecret();
  await db.insertInto('sessions').values({ sid_hash: digest(sid), member_id: memberId, expires_at: now + SESSION_TTL, created_at: now }).execute();
  return sid;
}

/** A live session's member and family (its sid digest), with when 登入裝置 last noted it (null: no entry yet). */
export async function findSessionGrant(db: Kysely<Database>, sid: string, now: number): Promise<AccessGrant | null> {
  const row = await db.selectFrom('sessions').leftJoin('signed_in_devices', 'signed_in_devices.family_id', 'sessions.sid_hash')
    .select(['sessions.member_id', 'sessions.sid_hash', 'sessions.expires_at', 'signed_in_devices.last_used_at'])
    .where('sid_hash', '=', digest(sid)).executeTakeFirst();
  return row && row.expires_at > now ? { memberId: row.member_id, familyId: row.sid_hash, lastUsedAt: row.last_used_at } : null;
}


/**
 * Sign-out: every family the caller presented (token, refresh token, session) is revoked, and a
 * session whose family is among them ends too (a session's family is named by its sid digest), and
 * so does its entry in 登入裝置.
 */
export async function signOutFamilies(db: Kysely<Database>, families: string[], now: number): Promise<void> {
  const unique = [...new Set(families)];
  if (unique.length === 0) return;
  for (const family of unique) await revokeFamily(db, family, now);
  await db.deleteFrom('sessions').where('sid_hash', 'in', unique).execute();
  await db.deleteFrom('signed_in_devices').where('family_id', 'in', unique).execute();
}

/** Ends every session and token family of a member (after a password reset or when the account is deleted). */
export async function signOutEverywhere(db: Kysely<Database>, memberId: number, now: number): Promise<void> {
  const families = new Set<string>();
  for (const table of ['access_tokens', 'refresh_tokens'] as const) {
    const rows = await db.selectFrom(table).select('family_id').where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
    for (const row of rows) families.add(row.family_id);
  }
  for (const family of families) await revokeFamily(db, family, now);
  await db.deleteFrom('sessions').where('member_id', '=', memberId).execute();
  await db.deleteFrom('signed_in_devices').where('member_id', '=', memberId).execute();
}
