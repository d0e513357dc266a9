import { dayNumber, monthsBetween } from '../memberProfile/dates';
import { BabyFitMessages as M } from './messages';

/**
 * The catalog's age bands (a group-buy's age tags, the mall's age filter): what a kind of goods suits.
 * Each is [from, to) in months; 3y+ has no end.
 */
export const AGE_BANDS = ['0-6m', '6-12m', '1-2y', '2-3y', '3y+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
const SPAN: Record<AgeBand, [number, number]> = { '0-6m': [0, 6], '6-12m': [6, 12], '1-2y': [12, 24], '2-3y': [24, 36], '3y+': [36, Infinity] };

export const isAgeBand = (value: string): value is AgeBand => (AGE_BANDS as readonly string[]).includes(value);

/**
 * A baby's age in whole months on a Taipei date; a baby still expected (a due date ahead) is 0,
 * since what a parent buys before the birth is what a newborn needs. Null for a date that is not one.
 */
export function ageInMonths(birthday: string, today: string): number | null {
  const born = dayNumber(birthday);
  const now = dayNumber(today);
  if (born === null || now === null) return null;
  return born >= now ? 0 : monthsBetween(birthday, today);
}

/** The band a baby of this many months is in. */
export const ageBandOf = (months: number): AgeBand => AGE_BANDS.find((band) => months < SPAN[band][1]) ?? '3y+';

/**
 * 「適合 6-12 個月」 from a product's bands: the span from the youngest to the oldest, in months up to
 * two years and in years past that (「適合 6 個月-3 歲」, 「適合 1 歲以上」). Null without any band.
 */
export function fitLabel(bands: readonly string[]): string | null {
  const spans = bands.filter(isAgeBand).map((b) => SPAN[b]);
  if (spans.length === 0) return null;
  const from = Math.min(...spans.map((s) => s[0]));
  const to = Math.max(...spans.map((s) => s[1]));
  if (to === Infinity) return from % 12 === 0 && from > 0 ? M.FROM_YEARS(from / 12) : M.FROM_MONTHS(from);
  if (to <= 24) return M.MONTHS(from, to);
  return from % 12 === 0 ? M.YEARS(from / 12, to / 12) : M.MONTHS_TO_YEARS(from, to / 12);
}

export interface StoredBaby { name: string; birthday: string }

/**
 * Which of the member's babies home's row is for: the youngest one born (the one whose needs change
 * fastest), else the one expected soonest. Null without a baby whose date reads.
 */
export function babyToFit<B extends StoredBaby>(babies: readonly B[], today: string): B | null {
  const now = dayNumber(today);
  if (now === null) return null;
  const dated = babies.map((b) => ({ b, day: dayNumber(b.birthday) })).filter((x): x is { b: B; day: number } => x.day !== null);
  const born = dated.filter((x) => x.day <= now).sort((x, y) => y.day - x.day);
  const expected = dated.filter((x) => x.day > now).sort((x, y) => x.day - y.day);
  return (born[0] ?? expected[0])?.b ?? null;
}

/** Home's row title: 「適合小芽的商品」, or for a baby not yet born 「為二寶準備的新生兒好物」. */
export function fitRowTitle(baby: StoredBaby, today: string): string {
  const born = dayNumber(baby.birthday);
  const now = dayNumber(today);
  return born !== null && now !== null && born > now ? M.ROW_FOR_DUE(baby.name) : M.ROW_TITLE(baby.name);
}
