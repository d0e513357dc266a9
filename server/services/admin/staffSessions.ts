import type { Kysely } from 'kysely';
import type { StaffRole } from '../../../contract/adminRoles';
import type { Database } from '../../db/schema';
import {
  findLiveStaffSession, insertStaffSession, revokeStaffSession, revokeStaffSessionsOf, touchStaffSession,
} from '../../db/repositories/admin/staffSessions';
import { digest, newSecret } from '../auth/secrets';

/** Idle for half an hour, or twelve hours after sign-in whatever the use: sign in again. */
export const STAFF_IDLE_MS = 30 * 60 * 1000;
export const STAFF_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** The idle clock moves on at most once a minute: not every call is worth a write. */
const TOUCH_EVERY_MS = 60 * 1000;

/** A signed-in staff member as an endpoint sees them. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: number;
}

/** A new session: the sid goes into the cookie, only its digest into the table. */
export async function openStaffSession(db: Kysely<Database>, staffId: number, now: number): Promise<string> {
  const sid = newSecret();
  await insertStaffSession(db, { sid_hash: digest(sid), staff_id: staffId, expires_at: now + STAFF_ABSOLUTE_MS, now });
  return sid;
}

/** The staff member of a live session (an idle one is revoked on sight), or null. */
export async function staffOfSession(db: Kysely<Database>, sid: string, now: number): Promise<StaffMember | null> {
  const row = await findLiveStaffSession(db, digest(sid), now);
  if (!row) return null;
  if (now - Number(row.last_seen_at) > STAFF_IDLE_MS) {
    await revokeStaffSession(db, row.session_id, now);
    return null;
  }
  if (now - Number(row.last_seen_at) > TOUCH_EVERY_MS) await touchStaffSession(db, row.session_id, now);
  return { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole, sessionId: row.session_id };
}

export const endStaffSession = (db: Kysely<Database>, sessionId: number, now: number): Promise<number> => revokeStaffSession(db, sessionId, now);

/** Sign-out everywhere (and what disabling an account or resetting its TOTP does). */
export const endEveryStaffSession = (db: Kysely<Database>, staffId: number, now: number): Promise<number> => revokeStaffSessionsOf(db, staffId, now);
