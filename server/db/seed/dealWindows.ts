import { DAY, HOUR, minute, type SeedContext } from './context';

export interface DealWindow {
  created_at: number;
  starts_at: number;
  ends_at: number;
}

/**
 * When a group-buy runs, relative to the moment of seeding. The kind follows the index (not the
 * random draws) so every seed, however small, has each case at the same ids: of every ten,
 * one starts soon (即將開團), one has ended, one ends within hours, two within 72 hours, the rest
 * run for days. A closed group-buy has always ended.
 */
export function dealWindow(ctx: SeedContext, index: number, closed: boolean): DealWindow {
  const { number } = ctx.random;
  const now = ctx.base;
  const length = number.int({ min: 7, max: 30 }) * DAY;
  const kind = closed ? 9 : index % 10;
  let endsAt: number;
  if (kind === 8) endsAt = now + number.int({ min: 1, max: 120 }) * HOUR + length;
  else if (kind === 9) endsAt = now - number.int({ min: 1, max: 30 * 24 }) * HOUR;
  else if (kind === 1) endsAt = now + number.int({ min: 30, max: 12 * 60 }) * 60_000;
  else if (kind === 4 || kind === 6) endsAt = now + number.int({ min: 12, max: 71 }) * HOUR;
  else endsAt = now + number.int({ min: 4 * 24, max: 30 * 24 }) * HOUR;
  // A live deal has started by now however short its run, so its start is clamped to the past.
  const startsAt = kind === 8 ? minute(endsAt - length) : minute(Math.min(endsAt - length, now - number.int({ min: 1, max: 48 }) * HOUR));
  return { created_at: minute(startsAt - number.int({ min: 0, max: 2 }) * DAY), starts_at: startsAt, ends_at: minute(endsAt) };
}
