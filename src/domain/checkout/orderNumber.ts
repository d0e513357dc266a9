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

/**
 * The e-invoice number (字軌 two letters + 8 digits). The letters follow the two-month invoice
 * period in Taipei, so numbers of one period share them; the digits are the order's id.
 */
export function eInvoiceNumber(orderId: number, epochMs: number): string {
  const { year, month } = taipeiYearMonth(epochMs);
  const period = (year * 6 + Math.floor((month - 1) / 2)) % (26 * 26);
  const letters = String.fromCharCode(65 + Math.floor(period / 26), 65 + (period % 26));
  return `${letters}${String(orderId % 100_000_000).padStart(8, '0')}`;
}
