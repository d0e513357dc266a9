import { faker } from '@faker-js/faker/locale/zh_TW';

export type Random = typeof faker;

export const SEED = 20261101;
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export interface SeedContext {
  random: Random;
  /** The moment of seeding, whole minutes: every date hangs off it, so deals run and end in real time. */
  base: number;
  scale: number;
}

/** A fixed random seed: the same `now` and scale give the same rows. */
export function createSeedContext(scale: number, now: number): SeedContext {
  const base = minute(now);
  faker.seed(SEED);
  faker.setDefaultRefDate(new Date(base));
  return { random: faker, base, scale };
}

/** Scales a scale-1 count, keeping at least `min` so a tiny test seed still has every case. */
export const scaled = (ctx: SeedContext, count: number, min: number): number =>
  Math.max(min, Math.round(count * ctx.scale));

/** Shop-style prices: NT$399 below a thousand, NT$1,280 above; always NT$99–NT$3,990. */
export function shopPrice(amount: number): number {
  const rounded = amount < 1000 ? Math.round(amount / 10) * 10 - 1 : Math.round(amount / 100) * 100 - 20;
  return Math.min(3990, Math.max(99, rounded));
}

/** Whole minutes keep generated times readable. */
export const minute = (ms: number): number => Math.floor(ms / 60000) * 60000;
