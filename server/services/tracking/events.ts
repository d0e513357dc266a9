import type { Kysely } from 'kysely';
import { TrackingLimits, type EventName, type TrackedEvent } from '../../../contract/tracking';
import type { Database } from '../../db/schema';
import { insertAnalyticsEvents } from '../../db/repositories/tracking/events';
import { countDropped, reserve, type QuotaWindow } from './quota';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const taipeiDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Taipei calendar day of an instant, YYYY-MM-DD. */
export const dayOf = (at: number): string => taipeiDay.format(at);

/** Who the events belong to. */
export interface EventOwner {
  visitorId: string;
  memberId: number | null;
  address: string | null;
  campaign: string | null;
}

export interface Recorded {
  accepted: number;
  dropped: number;
}

/**
 * The windows one request's events count against, in the order they are checked: the address's day
 * and minute first (whatever visitor id the request claims), then the visitor's day and minute.
 */
export function eventWindows(owner: EventOwner, now: number): QuotaWindow[] {
  const day = dayOf(now);
  const minute = Math.floor(now / MINUTE);
  const dayWindow = (subject: string, limit: number): QuotaWindow => ({ subject, bucket: `d:${day}`, limit, expiresAt: now + 2 * DAY });
  const minuteWindow = (subject: string, limit: number): QuotaWindow => ({ subject, bucket: `m:${minute}`, limit, expiresAt: (minute + 2) * MINUTE });
  const address = owner.address === null ? [] : [
    dayWindow(`ip:${owner.address}`, TrackingLimits.PER_ADDRESS_PER_DAY), minuteWindow(`ip:${owner.address}`, TrackingLimits.PER_ADDRESS_PER_MINUTE),
  ];
  return [...address, dayWindow(`v:${owner.visitorId}`, TrackingLimits.PER_VISITOR_PER_DAY), minuteWindow(`v:${owner.visitorId}`, TrackingLimits.PER_VISITOR_PER_MINUTE)];
}

/** Where a refusal is counted: the visitor's day when the request got that far, else the address's day. */
function dropWindow(windows: QuotaWindow[], reached: number): QuotaWindow {
  const visitorDay = windows.length - 2;
  return reached > visitorDay ? windows[visitorDay] : windows[0];
}

/** Stores as many of the batch as the address's and the visitor's bounds allow (oldest first) and counts the rest as dropped. */
export async function recordEvents(db: Kysely<Database>, owner: EventOwner, events: TrackedEvent[], now: number, source: 'client' | 'server' = 'client'): Promise<Recorded> {
  const windows = eventWindows(owner, now);
  const { granted: accepted, reached } = await reserve(db, windows, events.length);
  const dropped = events.length - accepted;
  await countDropped(db, dropWindow(windows, reached), dropped);
  if (accepted > 0) {
    await insertAnalyticsEvents(db, events.slice(0, accepted).map((e) => ({
      visitor_id: owner.visitorId, member_id: owner.memberId, name: e.name, path: e.path, props: JSON.stringify(e.props),
      campaign: owner.campaign, source, at: e.at, day: dayOf(now), created_at: now,
    })));
  }
  return { accepted, dropped };
}

/** One server-side event (SPEC §7 "server-side tracking events"), under the same bounds as the visitor's own. */
export function recordServerEvent(
  db: Kysely<Database>, owner: EventOwner, name: EventName, path: string, props: Record<string, string | number | boolean | null>, now: number,
): Promise<Recorded> {
  return recordEvents(db, owner, [{ name, at: now, path: path.slice(0, 300), props }], now, 'server');
}
