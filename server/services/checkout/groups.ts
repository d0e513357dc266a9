import type { Kysely } from 'kysely';
import type { PricedGroupBody } from '../../../contract/checkout';
import { DEFAULT_FREE_SHIPPING_FROM } from '../../../src/domain/checkout/delivery';
import type { PricedGroup, PricingGroup } from '../../../src/domain/checkout/pricing';
import type { Database } from '../../db/schema';
import type { ShippingPromise } from '../../../src/domain/shipping/shippingPromise';
import { branchThresholds, promotionsOf, type LiveLine } from './lines';

/** The buyable lines grouped by group-buy, in the order the lines came, with each group-buy's promotions. */
export async function pricingGroups(db: Kysely<Database>, lines: readonly LiveLine[]): Promise<PricingGroup[]> {
  const ok = lines.filter((l) => l.status === 'ok');
  const ids = [...new Set(ok.map((l) => l.groupBuyId))];
  const [promotions, thresholds] = await Promise.all([promotionsOf(db, ids), branchThresholds(db)]);
  return ids.map((id) => {
    const mine = ok.filter((l) => l.groupBuyId === id);
    return {
      groupBuyId: id, branchId: mine[0].branchId, branchFreeFrom: thresholds.get(mine[0].branchId) ?? DEFAULT_FREE_SHIPPING_FROM,
      promotions: promotions.get(id) ?? [], lines: mine.map((l) => ({ unitPrice: l.unitPrice, quantity: l.quantity })),
    };
  });
}

export function groupBodies(
  groups: readonly PricedGroup[], lines: readonly LiveLine[], promises: ReadonlyMap<number, ShippingPromise> = new Map(),
): PricedGroupBody[] {
  return groups.map((g) => ({
    group_buy_id: g.groupBuyId,
    group_buy_title: lines.find((l) => l.groupBuyId === g.groupBuyId)?.groupBuyTitle ?? '',
    subtotal: g.subtotal, discounts: g.discounts, total: g.total,
    shipping_fee: g.shipping.fee, missing_for_free_shipping: g.shipping.missingForFree,
    free_shipping_from: g.shipping.freeFrom === Number.MAX_SAFE_INTEGER ? null : g.shipping.freeFrom,
    ...(promises.has(g.groupBuyId) ? { shipping_promise: promises.get(g.groupBuyId)!.promise } : {}),
  }));
}
