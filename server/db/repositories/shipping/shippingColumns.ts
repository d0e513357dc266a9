import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';

/** What a group-buy's shipping promise is made of (`services/shipping/shippingTerms.ts` words it). */
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

/** The shipping columns of some group-buys (unknown ids are left out). */
export async function findShippingColumns(db: Kysely<Database>, groupBuyIds: readonly number[]) {
  return db.selectFrom('group_buys').select(['group_buys.id', ...SHIPPING_COLUMNS]).where('group_buys.id', 'in', [...groupBuyIds]).execute();
}
