import type { Checkout, CheckoutCoupon, CouponList } from '../../domain/checkout/checkoutView';
import { usableCredit } from '../../domain/checkout/credit';
import { shippingFor } from '../../domain/checkout/delivery';
import { paymentChoices, type PaymentMethod } from '../../domain/checkout/payments';

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/**
 * The coupon a checkout uses in its mode, as the server picks it: the best usable one, none, or the
 * chosen one (which saves nothing while something blocks it, and then is not shown).
 */
export function couponOf(mode: Checkout['couponMode'], chosenId: number | null, list: CouponList): CheckoutCoupon | null {
  if (mode === 'none') return null;
  const id = mode === 'best' ? list.bestId : chosenId;
  const found = [...list.usable, ...list.unusable].find((c) => c.memberCouponId === id) ?? null;
  return found && found.reason === null && found.saved > 0 ? found : null;
}

/**
 * Prices a checkout again after a change with the domain's own rules, from the figures its view
 * holds (the goods after the group-buys' promotions do not change with a section): each group-buy's
 * shipping for the delivery method, the coupon, the credit within its cap, and the payment choices
 * the new total allows.
 */
export function repriced(c: Checkout, creditRequested: number, coupon: CheckoutCoupon | null, offered: readonly PaymentMethod[]): Checkout {
  const groups = c.groups.map((g) => {
    const shipping = shippingFor(c.deliveryMethod, g.total, g.freeShippingFrom === null ? [] : [g.freeShippingFrom]);
    return { ...g, shippingFee: shipping.fee, missingForFreeShipping: shipping.missingForFree };
  });
  const afterPromotions = c.summary.goods - c.summary.promotionDiscount;
  const couponDiscount = coupon?.saved ?? 0;
  const credit = usableCredit(creditRequested, c.credit.balance, afterPromotions - couponDiscount);
  const shippingFee = sum(groups.map((g) => g.shippingFee));
  const total = afterPromotions - couponDiscount - credit.used + shippingFee;
  return {
    ...c, groups, coupon,
    credit: { balance: c.credit.balance, cap: credit.cap, used: credit.used },
    paymentChoices: paymentChoices(c.deliveryMethod, total, offered),
    summary: { ...c.summary, couponDiscount, creditUsed: credit.used, shippingFee, total },
  };
}
