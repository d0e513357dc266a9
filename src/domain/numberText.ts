/**
 * Numbers as the shop writes them, in plain arithmetic: server and browser agree to the character,
 * and no page pays for `Intl` (its first use loads locale data: 20–40 ms of a page's start-up).
 */

/** A whole number with thousands commas, rounded half away from zero: 1280 → `1,280`, -1234.5 → `-1,235`. */
export function groupedNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}

/** Prices as shoppers in Taiwan read them: `NT$1,280`. */
export const twdText = (amount: number): string => `NT$${groupedNumber(amount)}`;
