import type { Kysely } from 'kysely';
import {
  freeShippingFrom, isDispatchKind, shippingPromise, DEFAULT_DISPATCH, type ShippingPromise, type ShippingTerms,
} from '../../../src/domain/shipping/shippingPromise';
import type { Database } from '../../db/schema';
import { findShippingColumns, type ShippingColumns } from '../../db/repositories/shipping/shippingColumns';

/**
 * Where a group-buy's shipping promise comes from: its dispatch (group_buy_contents), its branch's
 * free-shipping threshold (branch_shipping) and its 免運 promotions — the same data the checkout
 * charges by (the columns: `db/repositories/shipping/shippingColumns.ts`). Every page gets its words from
 * `shippingPromise` over these terms.
 */
export function termsOf(row: ShippingColumns): ShippingTerms {
  const dispatch = isDispatchKind(row.dispatch_kind) && row.dispatch_days !== null
    ? { kind: row.dispatch_kind, days: Number(row.dispatch_days) } : DEFAULT_DISPATCH;
  const promo = row.promo_free_from === null ? [] : [Number(row.promo_free_from)];
  return { dispatch, freeFrom: freeShippingFrom(row.branch_free_from === null ? null : Number(row.branch_free_from), promo) };
}

/** The promises of some group-buys, by id (unknown ids are left out). */
export async function shippingPromises(db: Kysely<Database>, groupBuyIds: readonly number[]): Promise<Map<number, ShippingPromise>> {
  if (groupBuyIds.length === 0) return new Map();
  const rows = await findShippingColumns(db, groupBuyIds);
  return new Map(rows.map((r) => [r.id, shippingPromise(termsOf(r))]));
}
