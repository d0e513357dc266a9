import { checkCoupon, type Coupon, type CouponCheck } from './coupons';
import { usableCredit } from './credit';
import { shippingFor, type DeliveryMethod, type ShippingQuote } from './delivery';
import { priceGroup, type GroupPricing, type Promotion } from './promotions';

export interface PricingLine {
  unitPrice: number;
  quantity: number;
}

export interface PricingGroup {
  groupBuyId: number;
  branchId: number;
  /** The branch's free-shipping threshold. */
  branchFreeFrom: number;
  promotions: readonly Promotion[];
  lines: readonly PricingLine[];
}

export interface PricedGroup extends GroupPricing {
  groupBuyId: number;
  branchId: number;
  shipping: ShippingQuote;
}

export interface CheckoutPrice {
  groups: PricedGroup[];
  goods: number;
  promotionDiscount: number;
  coupon: CouponCheck | null;
  couponDiscount: number;
  creditUsed: number;
  creditCap: number;
  shippingFee: number;
  total: number;
}

export interface PricingInput {
  groups: readonly PricingGroup[];
  delivery: DeliveryMethod;
  coupon: Coupon | null;
  creditRequested: number;
  creditBalance: number;
  now: number;
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** Each group-buy ships on its own, so promotions and the shipping fee are per group-buy. */
export function priceGroups(groups: readonly PricingGroup[], delivery: DeliveryMethod): PricedGroup[] {
  return groups.map((g) => {
    const pricing = priceGroup(sum(g.lines.map((l) => l.unitPrice * l.quantity)), g.promotions, sum(g.lines.map((l) => l.quantity)));
    const shipping = shippingFor(delivery, pricing.total, [g.branchFreeFrom, pricing.freeShippingThreshold]);
    return { ...pricing, groupBuyId: g.groupBuyId, branchId: g.branchId, shipping };
  });
}

/** The whole order as the server charges it: promotions, then one coupon, then credit, plus shipping. */
export function priceCheckout(input: PricingInput): CheckoutPrice {
  const groups = priceGroups(input.groups, input.delivery);
  const afterPromotions = sum(groups.map((g) => g.total));
  const totalByBranch = new Map<number, number>();
  for (const g of groups) totalByBranch.set(g.branchId, (totalByBranch.get(g.branchId) ?? 0) + g.total);
  const coupon = input.coupon ? checkCoupon(input.coupon, { totalByBranch, now: input.now }) : null;
  const couponDiscount = coupon?.saved ?? 0;
  const credit = usableCredit(input.creditRequested, input.creditBalance, afterPromotions - couponDiscount);
  const shippingFee = sum(groups.map((g) => g.shipping.fee));
  const goods = sum(groups.map((g) => g.subtotal));
  return {
    groups, goods, promotionDiscount: goods - afterPromotions, coupon, couponDiscount,
    creditUsed: credit.used, creditCap: credit.cap, shippingFee,
    total: afterPromotions - couponDiscount - credit.used + shippingFee,
  };
}
