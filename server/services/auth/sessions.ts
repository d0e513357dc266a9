import type { Kysely } from 'kysely';
import { deleteDevicesByFamily, deleteMemberDevices } from '../../db/repositories/auth/devices';
import { deleteMemberSessions, deleteSessionsBySid, findSession, insertSession } from '../../db/repositories/auth/sessions';
import { listLiveFamilies } from '../../db/repositories/auth/tokens';
import type { Database } from '../../db/schema';
import { digest, newSecret } from './secrets';
import { revokeFamily, type AccessGrant } from './tokens';

export const SESSION_TTL = 30 * 24 * 60 * 60 * 1000;

/** Sessions back the `session` auth driver (social sign-in, login-test); the cookie holds the sid. */
export async function createSession(db: Kysely<Database>, memberId: number, now: number): Promise<string> {
  const sid = newSecret();
  await insertSession(db, { sidHash: digest(sid), memberId, expiresAt: now + SESSION_TTL, createdAt: now });
  return sid;
}

/** A live session's member and family (its sid digest), with when 登入裝置 last noted it (null: no entry yet). */
export async function findSessionGrant(db: Kysely<Database>, sid: string, now: number): Promise<AccessGrant | null> {
  const row = await findSession(db, digest(sid));
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
  await deleteSessionsBySid(db, unique);
  await deleteDevicesByFamily(db, unique);
}

/** Ends every session and token family of a member (after a password reset or when the account is deleted). */
export async function signOutEverywhere(db: Kysely<Database>, memberId: number, now: number): Promise<void> {
  const families = new Set(await listLiveFamilies(db, memberId));
  for (const family of families) await revokeFamily(db, family, now);
  await deleteMemberSessions(db, memberId);
  await deleteMemberDevices(db, memberId);
}
