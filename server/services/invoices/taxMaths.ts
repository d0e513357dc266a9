import type { InvoiceLine } from './InvoiceIssuer';

/** 營業稅 5 %: what a tax-included amount is without it, rounded half up, in whole dollars (integers only, no float drift). */
export const untaxed = (taxIncluded: number): number => Math.floor((taxIncluded * 200 + 105) / 210);

/** A tax-included total split the way the invoice states it: sales (Amt) + tax (TaxAmt) = TotalAmt. */
export function splitTax(total: number): { amt: number; taxAmt: number } {
  const amt = untaxed(total);
  return { amt, taxAmt: total - amt };
}

export interface PricedLine extends InvoiceLine {
  amount: number;
}

/** B2C (二聯式): the lines as paid, tax included; they add up to the total. */
export const b2cLines = (lines: InvoiceLine[]): PricedLine[] => lines.map((l) => ({ ...l, amount: l.unitPrice * l.count }));

/**
 * B2B (三聯式): the lines without tax, adding up to Amt exactly (the last line takes the rounding).
 * A line whose untaxed amount does not divide by its count is stated once for the lot, so every
 * unit price stays a whole number.
 */
export function b2bLines(lines: InvoiceLine[], amt: number): PricedLine[] {
  const nets = lines.map((l) => untaxed(l.unitPrice * l.count));
  nets[nets.length - 1] += amt - nets.reduce((a, b) => a + b, 0);
  return lines.map((l, i) => (nets[i] % l.count === 0
    ? { ...l, unitPrice: nets[i] / l.count, amount: nets[i] }
    : { ...l, name: `${l.name} ×${l.count}`, count: 1, unitPrice: nets[i], amount: nets[i] }));
}
