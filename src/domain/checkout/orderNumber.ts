import { taipeiParts, taipeiYmd } from '../taipeiTime';

/** The Taipei calendar date, as YYYYMMDD. */
export const taipeiDate = (epochMs: number): string => taipeiYmd(epochMs, '');

export function taipeiYearMonth(epochMs: number): { year: number; month: number } {
  const { year, month } = taipeiParts(epochMs);
  return { year, month };
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
