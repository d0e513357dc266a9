import type { Kysely } from 'kysely';
import type { MissionNotificationBody } from '../../../contract/notifications';
import { findLastServedUnreadMission, findRunningMission, setMissionRead, upsertMissionServed } from '../../db/repositories/notifications/missions';
import type { Database } from '../../db/schema';

export type MissionPageType = 'qa' | 'article' | 'ec';

/**
 * The mission for a page type (SPEC §4.2, §7): running now, meant for the caller (visitors see the
 * `all` and `visitor` ones, members `all` and `member`), not yet read by the member. Handing one to a
 * member records it as served, so the read call (which carries no body) knows which one was shown.
 */
export async function currentMission(db: Kysely<Database>, type: MissionPageType, memberId: number | null, now: number): Promise<MissionNotificationBody | null> {
  const audiences = ['all', memberId === null ? 'visitor' : 'member'];
  const row = await findRunningMission(db, type, audiences, memberId, now);
  if (!row) return null;
  if (memberId !== null) await upsertMissionServed(db, memberId, row.id, now);
  const { id: _id, ...body } = row;
  return { ...body, timer: body.timer === null ? null : Number(body.timer), delay: Number(body.delay) };
}

/** The read call: the mission last served to the member is read. False when none is waiting. */
export async function markMissionRead(db: Kysely<Database>, memberId: number, now: number): Promise<boolean> {
  const missionId = await findLastServedUnreadMission(db, memberId);
  if (missionId === null) return false;
  await setMissionRead(db, memberId, missionId, now);
  return true;
}
