/** How the card fields read while a shopper types: digits only, in the shapes printed on a card. */

const MAX_CARD_DIGITS = 19;
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** 4242424242424242 → 4242 4242 4242 4242; anything but digits dropped, at most 19 digits. */
export const formatCardNumber = (raw: string): string =>
  raw.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS).replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * MM/YY with the slash put in: "1228" → "12/28"; a month digit 2-9 is a single-digit month ("5" → "05/").
 * The slash after two digits appears only while typing forward, so backspace can remove it.
 */
export function formatExpiry(raw: string, previous: string): string {
  let digits = raw.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && raw.length > previous.length) return `${digits}/`;
  return digits;
}

export const onlyDigits = (raw: string, max: number): string => raw.replace(/\D/g, '').slice(0, max);

/** The card's "not before this month" rule is read in Taipei (UTC+8, no daylight saving). */
export function taipeiYearMonth(nowMs: number): { year: number; month: number } {
  const taipei = new Date(nowMs + TAIPEI_OFFSET_MS);
  return { year: taipei.getUTCFullYear(), month: taipei.getUTCMonth() + 1 };
}
