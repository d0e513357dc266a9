import type { DealDeskPhase } from '../../../contract/adminDeals';
import { DealMessages } from './dealMessages';

const TAIPEI_OFFSET_MS = 8 * 3600_000;

/** `2026-11-28T09:30` in Asia/Taipei (UTC+8, no daylight saving) as epoch ms; null for a day that does not exist. */
export function taipeiMinute(text: string): number | null {
  const [day, time] = text.trim().split(/[T ]/);
  const ms = Date.parse(`${day}T${time}:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 16) !== `${day}T${time}`) return null;
  return ms - TAIPEI_OFFSET_MS;
}

export interface DealState { status: string; starts_at: number | string; ends_at: number | string }

/** Where a deal stands for staff: a hidden ('scheduled') deal is 即將開團 until the opening job lists it. */
export function deskPhase(deal: DealState, now: number): DealDeskPhase {
  if (deal.status === 'closed' || Number(deal.ends_at) <= now) return 'ended';
  return deal.status === 'scheduled' || Number(deal.starts_at) > now ? 'upcoming' : 'live';
}

/** The window's own rules: it ends after it starts, and after now. Field messages keyed as the form's fields. */
export function windowProblems(startsAt: number | null, endsAt: number | null, now: number): Record<string, string> {
  const fields: Record<string, string> = {};
  if (startsAt === null) fields.starts_at = DealMessages.TIME_FORMAT;
  if (endsAt === null) fields.ends_at = DealMessages.TIME_FORMAT;
  else if (startsAt !== null && endsAt <= startsAt) fields.ends_at = DealMessages.END_AFTER_START;
  else if (endsAt <= now) fields.ends_at = DealMessages.END_IN_FUTURE;
  return fields;
}
