import type { Kysely } from 'kysely';
import type { PricedGroupBody, Summary } from '../../../contract/checkout';
import { priceCheckout } from '../../../src/domain/checkout/pricing';
import type { Database } from '../../db/schema';
import { groupBodies, pricingGroups } from './groups';
import { LINE_REASONS, liveLines } from './lines';
import { shippingPromises } from '../shipping/shippingTerms';
import { listCartQuantities } from '../../db/repositories/purchase/cartItems';

export interface CartPricing {
  /** Per group-buy: promotions applied and named with the amount saved, the 宅配 fee or how much more ships free. */
  groups: PricedGroupBody[];
  /** Before a coupon or credit, which the checkout adds; shipping as 宅配 until the member chooses. */
  summary: Summary;
  /** Lines left out of the total, with why. */
  unavailable: { option_id: number; status: 'sold_out' | 'ended' | 'discontinued'; reason: string }[];
}

/** The cart list's figures: the same pricing the checkout and the order use. */
export async function cartPricing(db: Kysely<Database>, memberId: number, now: number): Promise<CartPricing> {
  const cart = await listCartQuantities(db, memberId);
  const lines = await liveLines(db, cart.map((c) => ({ optionId: c.option_id, quantity: c.quantity })), now);
  const price = priceCheckout({ groups: await pricingGroups(db, lines), delivery: 'home', coupon: null, creditRequested: 0, creditBalance: 0, now });
  return {
    groups: groupBodies(price.groups, lines, await shippingPromises(db, price.groups.map((g) => g.groupBuyId))),
    summary: {
      goods: price.goods, promotion_discount: price.promotionDiscount, coupon_discount: 0, credit_used: 0, shipping_fee: price.shippingFee, total: price.total,
    },
    unavailable: lines.flatMap((l) => (l.status === 'ok' ? [] : [{ option_id: l.optionId, status: l.status, reason: LINE_REASONS[l.status] }])),
  };
}
