const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** 2026/11/25 in Asia/Taipei (UTC+8, no daylight saving), by hand so server and browser agree to the character. */
export function taipeiDate(epochMs: number): string {
  const d = new Date(epochMs + TAIPEI_OFFSET_MS);
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
}
