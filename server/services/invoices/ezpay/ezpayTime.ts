/** ezPay writes times in Taipei (UTC+8, no daylight saving) as `YYYY-MM-DD HH:mm:ss`. */
const TAIPEI_OFFSET_MS = 8 * 3600_000;

export function taipeiDateTime(epochMs: number): string {
  return new Date(epochMs + TAIPEI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The answer's CreateTime as epoch ms; an unreadable one is not worth refusing an issued invoice over (now, then). */
export function issuedFrom(createTime: unknown, fallback: number): number {
  const match = typeof createTime === 'string' ? /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(createTime) : null;
  if (!match) return fallback;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s) - TAIPEI_OFFSET_MS;
}
