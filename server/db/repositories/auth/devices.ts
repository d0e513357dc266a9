import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** A device whose family can still call or refresh: a live access token, an unused live refresh token, or a live session. */
const isAlive = (eb: ExpressionBuilder<Database, 'signed_in_devices'>, now: number) => eb.or([
  eb.exists(eb.selectFrom('access_tokens').select('access_tokens.id').whereRef('access_tokens.family_id', '=', 'signed_in_devices.family_id')
    .where('access_tokens.revoked_at', 'is', null).where('access_tokens.expires_at', '>', now)),
  eb.exists(eb.selectFrom('refresh_tokens').select('refresh_tokens.id').whereRef('refresh_tokens.family_id', '=', 'signed_in_devices.family_id')
    .where('refresh_tokens.revoked_at', 'is', null).where('refresh_tokens.used_at', 'is', null).where('refresh_tokens.expires_at', '>', now)),
  eb.exists(eb.selectFrom('sessions').select('sessions.id').whereRef('sessions.sid_hash', '=', 'signed_in_devices.family_id').where('sessions.expires_at', '>', now)),
]);

export async function deleteEndedDevices(db: Db, memberId: number, now: number): Promise<void> {
  await db.deleteFrom('signed_in_devices').where('member_id', '=', memberId).where((eb) => eb.not(isAlive(eb, now))).execute();
}

/** Kept as it is when the family already has a row. */
export async function insertDevice(db: Db, device: { memberId: number; familyId: string; userAgent: string; createdAt: number; lastUsedAt: number }): Promise<void> {
  await db.insertInto('signed_in_devices').values({
    member_id: device.memberId, family_id: device.familyId, user_agent: device.userAgent, created_at: device.createdAt, last_used_at: device.lastUsedAt,
  }).onConflict((oc) => oc.column('family_id').doNothing()).execute();
}

/** Moves last_used_at on to `now`, never back. */
export async function touchDevice(db: Db, familyId: string, now: number): Promise<void> {
  await db.updateTable('signed_in_devices').set({ last_used_at: now }).where('family_id', '=', familyId).where('last_used_at', '<', now).execute();
}

/** The member's live devices, most recently used first. */
export const listLiveDevices = (db: Db, memberId: number, now: number) =>
  db.selectFrom('signed_in_devices').select(['id', 'family_id', 'user_agent', 'created_at', 'last_used_at'])
    .where('member_id', '=', memberId).where((eb) => isAlive(eb, now))
    .orderBy('last_used_at', 'desc').orderBy('id', 'desc').execute();

export async function findLiveDeviceFamily(db: Db, memberId: number, id: number, now: number): Promise<string | null> {
  const row = await db.selectFrom('signed_in_devices').select('family_id')
    .where('id', '=', id).where('member_id', '=', memberId).where((eb) => isAlive(eb, now)).executeTakeFirst();
  return row?.family_id ?? null;
}

export async function countOtherLiveDevices(db: Db, memberId: number, exceptFamily: string, now: number): Promise<number> {
  const listed = await db.selectFrom('signed_in_devices').select('id')
    .where('member_id', '=', memberId).where('family_id', '!=', exceptFamily).where((eb) => isAlive(eb, now)).execute();
  return listed.length;
}

export async function deleteDevicesByFamily(db: Db, familyIds: string[]): Promise<void> {
  await db.deleteFrom('signed_in_devices').where('family_id', 'in', familyIds).execute();
}

/** Every device of the member, but `exceptFamily`'s when given. */
export async function deleteMemberDevices(db: Db, memberId: number, exceptFamily?: string): Promise<void> {
  let query = db.deleteFrom('signed_in_devices').where('member_id', '=', memberId);
  if (exceptFamily !== undefined) query = query.where('family_id', '!=', exceptFamily);
  await query.execute();
}
