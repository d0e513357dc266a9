const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Taipei calendar date (Taiwan keeps no daylight saving), as YYYYMMDD. */
export function taipeiDate(epochMs: number): string {
  const d = new Date(epochMs + TAIPEI_OFFSET_MS);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

export function taipeiYearMonth(epochMs: number): { year: number; month: number } {
  const d = new Date(epochMs + TAIPEI_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** `JT` + the Taipei date + the day's sequence in six digits: JT20261123000042. */
export function orderNumber(epochMs: number, sequence: number): string {
  return `JT${taipeiDate(epochMs)}${String(sequence).padStart(6, '0')}`;
}

export const ORDER_NUMBER_PATTERN = /^JT\d{8}\d{6}$/;
export const E_INVOICE_PATTERN = /^[A-Z]{2}\d{8}$/;
