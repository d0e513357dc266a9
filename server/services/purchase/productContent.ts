import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findGroupBuyContent, listProductSpecs } from '../../db/repositories/purchase/productContent';

type Db = Kysely<Database>;

export interface SpecRowBody { label: string; value: string }

/** The 規格 rows of some products, by product id, in order. */
export async function productSpecs(db: Db, productIds: readonly number[]): Promise<Map<number, SpecRowBody[]>> {
  const byProduct = new Map<number, SpecRowBody[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await listProductSpecs(db, productIds);
  for (const r of rows) byProduct.set(r.product_id, [...(byProduct.get(r.product_id) ?? []), { label: r.label, value: r.value }]);
  return byProduct;
}

/** A group-buy's description paragraphs and size guide; no paragraphs when it has no content row. */
export async function productContent(db: Db, groupBuyId: number): Promise<{ paragraphs: string[]; size_guide: string | null }> {
  const row = await findGroupBuyContent(db, groupBuyId);
  if (!row) return { paragraphs: [], size_guide: null };
  const parsed: unknown = JSON.parse(row.paragraphs);
  return { paragraphs: Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [], size_guide: row.size_guide };
}
