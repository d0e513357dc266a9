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
/** An e-invoice number as the provider gives it (字軌 two letters + 8 digits); it is never made up here. */
export const E_INVOICE_PATTERN = /^[A-Z]{2}\d{8}$/;
