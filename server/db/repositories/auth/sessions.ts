import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export async function insertSession(db: Db, session: { sidHash: string; memberId: number; expiresAt: number; createdAt: number }): Promise<void> {
  await db.insertInto('sessions')
    .values({ sid_hash: session.sidHash, member_id: session.memberId, expires_at: session.expiresAt, created_at: session.createdAt })
    .execute();
}

/** A session with its 登入裝置 time (null: no entry), whatever its state. */
export const findSession = (db: Db, sidHash: string) =>
  db.selectFrom('sessions').leftJoin('signed_in_devices', 'signed_in_devices.family_id', 'sessions.sid_hash')
    .select(['sessions.member_id', 'sessions.sid_hash', 'sessions.expires_at', 'signed_in_devices.last_used_at'])
    .where('sid_hash', '=', sidHash).executeTakeFirst();

export async function findSessionStart(db: Db, sidHash: string): Promise<number | null> {
  const session = await db.selectFrom('sessions').select('created_at').where('sid_hash', '=', sidHash).executeTakeFirst();
  return session?.created_at ?? null;
}

export async function deleteSessionsBySid(db: Db, sidHashes: string[]): Promise<void> {
  await db.deleteFrom('sessions').where('sid_hash', 'in', sidHashes).execute();
}

/** Every session of the member, but `exceptSid`'s when given. */
export async function deleteMemberSessions(db: Db, memberId: number, exceptSid?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('member_id', '=', memberId);
  if (exceptSid !== undefined) query = query.where('sid_hash', '!=', exceptSid);
  await query.execute();
}
