import type { OptionFigureRow } from '../../db/repositories/admin/productWrites';

const FIELDS = ['current_price', 'discount_price', 'original_price', 'stock', 'purchase_limit'] as const;
type Field = (typeof FIELDS)[number];

/** An option's figures as the database keeps them (numbers, a missing 優惠價 null). */
export const figuresOf = (o: { [K in Field]: number | null | string | bigint }): OptionFigureRow => ({
  current_price: Number(o.current_price), discount_price: o.discount_price === null ? null : Number(o.discount_price),
  original_price: Number(o.original_price), stock: Number(o.stock), purchase_limit: Number(o.purchase_limit),
});

export interface OptionChange { id: number; next: OptionFigureRow }
type Diff = Record<string, number | null> & { id: number };

/**
 * Which options change, and for the audit entry each one's changed fields before and after
 * (an option staff left as it was is neither written nor logged).
 */
export function optionChanges(rows: readonly { id: number; stored: Parameters<typeof figuresOf>[0]; next: OptionFigureRow }[]) {
  const changed: OptionChange[] = [];
  const before: Diff[] = [];
  const after: Diff[] = [];
  for (const row of rows) {
    const was = figuresOf(row.stored);
    const fields = FIELDS.filter((f) => was[f] !== row.next[f]);
    if (fields.length === 0) continue;
    changed.push({ id: row.id, next: row.next });
    before.push({ id: row.id, ...Object.fromEntries(fields.map((f) => [f, was[f]])) });
    after.push({ id: row.id, ...Object.fromEntries(fields.map((f) => [f, row.next[f]])) });
  }
  return { changed, before, after };
}
