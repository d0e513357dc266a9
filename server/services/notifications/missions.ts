import type { Kysely } from 'kysely';
import type { MissionNotificationBody } from '../../../contract/notifications';
import type { Database } from '../../db/schema';

export type MissionPageType = 'qa' | 'article' | 'ec';

/**
 * The mission for a page type (SPEC §4.2, §7): running now, meant for the caller (visitors see the
 * `all` and `visitor` ones, members `all` and `member`), not yet read by the member. Handing one to a
 * member records it as served, so the read call (which carries no body) knows which one was shown.
 */
export async function currentMission(db: Kysely<Database>, type: MissionPageType, memberId: number | null, now: number): Promise<MissionNotificationBody | null> {
  let query = db.selectFrom('missions')
    .select(['missions.id', 'title', 'message', 'link', 'style', 'timer', 'delay'])
    .where('page_type', '=', type).where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .where('audience', 'in', ['all', memberId === null ? 'visitor' : 'member']);
  if (memberId !== null) {
    query = query.where(({ not, exists, selectFrom }) => not(exists(selectFrom('mission_reads').select('mission_reads.mission_id')
      .whereRef('mission_reads.mission_id', '=', 'missions.id').where('mission_reads.member_id', '=', memberId).where('mission_reads.read_at', 'is not', null))));
  }
  const row = await query.orderBy('missions.id').limit(1).executeTakeFirst();
  if (!row) return null;
  if (memberId !== null) {
    await db.insertInto('mission_reads').values({ member_id: memberId, mission_id: row.id, served_at: now, read_at: null })
      .onConflict((oc) => oc.columns(['member_id', 'mission_id']).doUpdateSet({ served_at: now })).execute();
  }
  const { id: _id, ...body } = row;
  return { ...body, timer: body.timer === null ? null : Number(body.timer), delay: Number(body.delay) };
}

/** The read call: the mission last served to the member is read. False when none is waiting. */
export async function markMissionRead(db: Kysely<Database>, memberId: number, now: number): Promise<boolean> {
  const latest = await db.selectFrom('mission_reads').select('mission_id').where('member_id', '=', memberId).where('read_at', 'is', null)
    .orderBy('served_at', 'desc').orderBy('mission_id', 'desc').limit(1).executeTakeFirst();
  if (!latest) return false;
  await db.updateTable('mission_reads').set({ read_at: now }).where('member_id', '=', memberId).where('mission_id', '=', latest.mission_id).execute();
  return true;
}
