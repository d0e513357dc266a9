import { CheckoutMessages } from './messages';

export type DeliveryMethod = 'home' | 'cvs';
export type StoreChain = 'seven' | 'family' | 'hilife' | 'ok';

export const STORE_CHAINS: Record<StoreChain, string> = { seven: '7-ELEVEN', family: '全家', hilife: '萊爾富', ok: 'OK' };

export const DELIVERY_FEES: Record<DeliveryMethod, number> = { home: 100, cvs: 60 };
/** The shop-wide free-shipping threshold when a group-buy promises none (the branch may set its own). */
export const DEFAULT_FREE_SHIPPING_FROM = 1500;

export const deliveryLabel = (m: DeliveryMethod): string => (m === 'home' ? CheckoutMessages.DELIVERY_HOME : CheckoutMessages.DELIVERY_CVS);

export interface ShippingQuote {
  fee: number;
  /** How much more buys free shipping; 0 once it is free. */
  missingForFree: number;
  freeFrom: number;
}

/** One shipment per group-buy: its fee, or free from the lower of the branch's and the group-buy's thresholds. */
export function shippingFor(method: DeliveryMethod, goodsTotal: number, thresholds: readonly (number | null)[]): ShippingQuote {
  const freeFrom = Math.min(...thresholds.filter((t): t is number => t !== null), Number.MAX_SAFE_INTEGER);
  if (goodsTotal >= freeFrom) return { fee: 0, missingForFree: 0, freeFrom };
  return { fee: DELIVERY_FEES[method], missingForFree: freeFrom - goodsTotal, freeFrom };
}
