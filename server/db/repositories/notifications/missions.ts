import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/**
 * The first mission (by id) for a page type running at `now` for one of `audiences`; with a member,
 * only one she has not read.
 */
export function findRunningMission(db: Db, pageType: string, audiences: string[], memberId: number | null, now: number) {
  let query = db.selectFrom('missions')
    .select(['missions.id', 'title', 'message', 'link', 'style', 'timer', 'delay'])
    .where('page_type', '=', pageType).where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .where('audience', 'in', audiences);
  if (memberId !== null) {
    query = query.where(({ not, exists, selectFrom }) => not(exists(selectFrom('mission_reads').select('mission_reads.mission_id')
      .whereRef('mission_reads.mission_id', '=', 'missions.id').where('mission_reads.member_id', '=', memberId).where('mission_reads.read_at', 'is not', null))));
  }
  return query.orderBy('missions.id').limit(1).executeTakeFirst();
}

/** Notes that the mission was served to the member now (again: the time moves on). */
export async function upsertMissionServed(db: Db, memberId: number, missionId: number, now: number): Promise<void> {
  await db.insertInto('mission_reads').values({ member_id: memberId, mission_id: missionId, served_at: now, read_at: null })
    .onConflict((oc) => oc.columns(['member_id', 'mission_id']).doUpdateSet({ served_at: now })).execute();
}

/** The mission last served to the member and not read yet. */
export async function findLastServedUnreadMission(db: Db, memberId: number): Promise<number | null> {
  const latest = await db.selectFrom('mission_reads').select('mission_id').where('member_id', '=', memberId).where('read_at', 'is', null)
    .orderBy('served_at', 'desc').orderBy('mission_id', 'desc').limit(1).executeTakeFirst();
  return latest?.mission_id ?? null;
}

export async function setMissionRead(db: Db, memberId: number, missionId: number, now: number): Promise<void> {
  await db.updateTable('mission_reads').set({ read_at: now }).where('member_id', '=', memberId).where('mission_id', '=', missionId).execute();
}
