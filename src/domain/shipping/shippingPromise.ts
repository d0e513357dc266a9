import { twdText } from '../numberText';
import { DEFAULT_FREE_SHIPPING_FROM, DELIVERY_FEES } from '../checkout/delivery';
import { ShippingMessages } from './messages';

/** How a group-buy leaves the warehouse: in stock (days after payment) or gathered and sent once the deal closes. */
export type DispatchKind = 'stock' | 'after_close';
export const DISPATCH_KINDS: readonly DispatchKind[] = ['stock', 'after_close'];

export interface Dispatch { kind: DispatchKind; days: number }

/** When a group-buy states no dispatch of its own: the shop's usual in-stock promise. */
export const DEFAULT_DISPATCH: Dispatch = { kind: 'stock', days: 3 };

/** The data a promise is made of: the group-buy's dispatch and its free-shipping threshold (0 = always free). */
export interface ShippingTerms { dispatch: Dispatch; freeFrom: number }

/** What every page says about shipping for one group-buy; `promise` is the one line shown on card, page, cart and checkout. */
export interface ShippingPromise {
  promise: string;
  dispatch: string;
  free: string;
  fees: string;
}

/**
 * The threshold the checkout charges by (`shippingFor`): the lowest of the branch's (the shop's default
 * when the branch sets none) and the group-buy's 免運 promotions.
 */
export function freeShippingFrom(branchFreeFrom: number | null, promotionThresholds: readonly number[]): number {
  return Math.min(branchFreeFrom ?? DEFAULT_FREE_SHIPPING_FROM, ...promotionThresholds);
}

export const isDispatchKind = (value: unknown): value is DispatchKind => DISPATCH_KINDS.includes(value as DispatchKind);

export function dispatchText(dispatch: Dispatch): string {
  return dispatch.kind === 'stock' ? ShippingMessages.DISPATCH_STOCK(dispatch.days) : ShippingMessages.DISPATCH_AFTER_CLOSE(dispatch.days);
}

/** The one formatter of shipping promises: the same terms always give the same words. */
export function shippingPromise(terms: ShippingTerms): ShippingPromise {
  const dispatch = dispatchText(terms.dispatch);
  const free = terms.freeFrom <= 0 ? ShippingMessages.FREE_ALWAYS : ShippingMessages.FREE_FROM(twdText(terms.freeFrom));
  return {
    promise: `${dispatch}${ShippingMessages.JOIN}${free}`,
    dispatch,
    free,
    fees: terms.freeFrom <= 0 ? ShippingMessages.FEES_FREE : ShippingMessages.FEES(twdText(DELIVERY_FEES.home), twdText(DELIVERY_FEES.cvs)),
  };
}
