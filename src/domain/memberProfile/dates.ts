import { taipeiYmd } from '../taipeiTime';

/** Calendar dates as `YYYY-MM-DD` strings, read in Asia/Taipei. */
const DAY_MS = 24 * 60 * 60 * 1000;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today (or any moment) as a Taipei calendar date. */
export const taipeiDate = (epochMs: number): string => taipeiYmd(epochMs, '-');

/** Days since 1970-01-01 for a valid date; null for anything that is not a real calendar day. */
export function dayNumber(date: string): number | null {
  if (!DATE_PATTERN.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return null;
  return Math.round(ms / DAY_MS);
}

/** The date `days` after (or before, negative) a date. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) ?? 0) * DAY_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole months from `from` to `to` (to ≥ from), counting a month only once its day has come. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}
