import { sql, type Kysely } from 'kysely';
import {
  freeShippingFrom, isDispatchKind, shippingPromise, DEFAULT_DISPATCH, type ShippingPromise, type ShippingTerms,
} from '../../../src/domain/shipping/shippingPromise';
import type { Database } from '../../db/schema';

/**
 * Where a group-buy's shipping promise comes from: its dispatch (group_buy_contents), its branch's
 * free-shipping threshold (branch_shipping) and its 免運 promotions — the same data the checkout
 * charges by. Every page gets its words from `shippingPromise` over these terms.
 */
export interface ShippingColumns {
  dispatch_kind: string | null;
  dispatch_days: number | null;
  branch_free_from: number | null;
  promo_free_from: number | null;
}

/** The card lists' shipping columns, as correlated lookups on `group_buys` (one row each, by key). */
export const SHIPPING_COLUMNS = [
  sql<string | null>`(select gbc.dispatch_kind from group_buy_contents gbc where gbc.group_buy_id = group_buys.id)`.as('dispatch_kind'),
  sql<number | null>`(select gbc.dispatch_days from group_buy_contents gbc where gbc.group_buy_id = group_buys.id)`.as('dispatch_days'),
  sql<number | null>`(select bs.free_from from branch_shipping bs where bs.branch_id = group_buys.branch_id)`.as('branch_free_from'),
  sql<number | null>`(select min(gbp.threshold) from group_buy_promotions gbp where gbp.group_buy_id = group_buys.id and gbp.kind = 'free_shipping')`.as('promo_free_from'),
] as const;

export function termsOf(row: ShippingColumns): ShippingTerms {
  const dispatch = isDispatchKind(row.dispatch_kind) && row.dispatch_days !== null
    ? { kind: row.dispatch_kind, days: Number(row.dispatch_days) } : DEFAULT_DISPATCH;
  const promo = row.promo_free_from === null ? [] : [Number(row.promo_free_from)];
  return { dispatch, freeFrom: freeShippingFrom(row.branch_free_from === null ? null : Number(row.branch_free_from), promo) };
}

/** The promises of some group-buys, by id (unknown ids are left out). */
export async function shippingPromises(db: Kysely<Database>, groupBuyIds: readonly number[]): Promise<Map<number, ShippingPromise>> {
  if (groupBuyIds.length === 0) return new Map();
  const rows = await db.selectFrom('group_buys').select(['group_buys.id', ...SHIPPING_COLUMNS]).where('group_buys.id', 'in', [...groupBuyIds]).execute();
  return new Map(rows.map((r) => [r.id, shippingPromise(termsOf(r))]));
}
