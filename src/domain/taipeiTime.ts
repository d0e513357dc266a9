/** Taiwan keeps UTC+8 all year (no daylight saving), so Taipei wall time is plain arithmetic: server and browser agree to the character. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface TaipeiParts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

/** A moment as Taipei's calendar and clock read it. */
export function taipeiParts(epochMs: number): TaipeiParts {
  const t = new Date(epochMs + TAIPEI_OFFSET_MS);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate(), hours: t.getUTCHours(), minutes: t.getUTCMinutes() };
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The Taipei calendar date with a separator: `2026/11/25`, `2026-11-25`, `20261125`. */
export function taipeiYmd(epochMs: number, separator: string): string {
  const { year, month, day } = taipeiParts(epochMs);
  return [year, pad2(month), pad2(day)].join(separator);
}
