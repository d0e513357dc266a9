import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertStaffSession(db: Db, row: { sid_hash: string; staff_id: number; expires_at: number; now: number }): Promise<void> {
  await db.insertInto('staff_sessions')
    .values({ sid_hash: row.sid_hash, staff_id: row.staff_id, expires_at: row.expires_at, last_seen_at: row.now, created_at: row.now })
    .execute();
}

/** A live (not revoked, not past its absolute end) session with its active staff member. */
export const findLiveStaffSession = (db: Db, sidHash: string, now: number) =>
  db.selectFrom('staff_sessions').innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff_sessions.id as session_id', 'staff_sessions.last_seen_at', 'staff.id', 'staff.email', 'staff.name', 'staff.role'])
    .where('staff_sessions.sid_hash', '=', sidHash).where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', now).where('staff.active', '=', 1)
    .executeTakeFirst();

export async function touchStaffSession(db: Db, sessionId: number, now: number): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeStaffSession(db: Db, sessionId: number, now: number): Promise<number> {
  const done = await db.updateTable('staff_sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(done.numUpdatedRows);
}

export async function revokeStaffSessionsOf(db: Db, staffId: number, now: number): Promise<number> {
  const done = await db.updateTable('staff_sessions').set({ revoked_at: now }).where('staff_id', '=', staffId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(done.numUpdatedRows);
}
