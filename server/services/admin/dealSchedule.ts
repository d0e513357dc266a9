import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findDeskDeal } from '../../db/repositories/admin/dealDesk';
import { listDueScheduledDeals, openScheduledDeal, updateDealWindow } from '../../db/repositories/admin/dealWrites';
import { indexGroupBuys } from '../search/indexer';
import { recordAudit, type Actor } from './audit';
import { DealMessages } from './dealMessages';
import { deskPhase, taipeiMinute, windowProblems } from './dealTimes';

type Deal = { id: number; status: string; starts_at: number; ends_at: number };
export type ScheduleOutcome = { ok: true; deal: Deal } | { ok: false; reason: 'not-found' | 'ended' } | { ok: false; reason: 'invalid'; fields: Record<string, string> };

const windowOf = (d: { status: string; starts_at: number | string; ends_at: number | string }) => ({ status: d.status, starts_at: Number(d.starts_at), ends_at: Number(d.ends_at) });

/** 修改時間: a deal not yet ended gets a new window; one already open cannot be put back to 即將開團. */
export async function rescheduleDeal(db: Kysely<Database>, actor: Actor, id: number, input: { starts_at: string; ends_at: string }, now: number): Promise<ScheduleOutcome> {
  const found = await findDeskDeal(db, id);
  if (!found) return { ok: false, reason: 'not-found' };
  const before = windowOf(found);
  if (deskPhase(before, now) === 'ended') return { ok: false, reason: 'ended' };
  const startsAt = taipeiMinute(input.starts_at);
  const endsAt = taipeiMinute(input.ends_at);
  const fields = windowProblems(startsAt, endsAt, now);
  if (!fields.starts_at && deskPhase(before, now) === 'live' && startsAt! > now) fields.starts_at = DealMessages.STARTED_STAYS;
  if (Object.keys(fields).length > 0) return { ok: false, reason: 'invalid', fields };
  const after = { starts_at: startsAt!, ends_at: endsAt! };
  await db.transaction().execute(async (trx) => {
    await updateDealWindow(trx, id, after);
    await recordAudit(trx, actor, { action: 'group_buy.reschedule', entity: 'group_buy', entityId: id, before: { starts_at: before.starts_at, ends_at: before.ends_at }, after }, now);
  });
  return { ok: true, deal: { id, status: before.status, ...after } };
}

/**
 * 提前結束: the deal ends now. A listed deal stays listed as 已結束 (as one that ran its course: carts
 * and checkout already refuse it by its end); one never listed is closed. Its search rows follow.
 */
export async function endDealEarly(db: Kysely<Database>, actor: Actor, id: number, now: number): Promise<ScheduleOutcome> {
  const found = await findDeskDeal(db, id);
  if (!found) return { ok: false, reason: 'not-found' };
  const before = windowOf(found);
  if (deskPhase(before, now) === 'ended') return { ok: false, reason: 'ended' };
  const after = { status: before.status === 'scheduled' ? 'closed' : before.status, starts_at: Math.min(before.starts_at, now), ends_at: now };
  await db.transaction().execute(async (trx) => {
    await updateDealWindow(trx, id, after);
    if (after.status !== before.status) await indexGroupBuys(trx, [id]);
    await recordAudit(trx, actor, { action: 'group_buy.end', entity: 'group_buy', entityId: id, before, after }, now);
  });
  return { ok: true, deal: { id, ...after } };
}

/** The opening job: hidden deals whose start has come are listed (and searchable) from now on. */
export async function openDueDeals(db: Kysely<Database>, now: number): Promise<number> {
  let opened = 0;
  for (const { id } of await listDueScheduledDeals(db, now)) {
    await db.transaction().execute(async (trx) => {
      if (!(await openScheduledDeal(trx, id))) return;
      await indexGroupBuys(trx, [id]);
      opened++;
    });
  }
  return opened;
}
