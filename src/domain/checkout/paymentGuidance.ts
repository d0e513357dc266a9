import { twdText } from '../numberText';
import { taipeiYmd } from '../taipeiTime';
import { latestPayment, type OrderDetail } from './checkoutView';
import { STORE_CHAINS } from './delivery';
import { CheckoutMessages } from './messages';
import { PAYMENT_LABELS } from './payments';

/** A 店到店 parcel waits this long at the store, then goes back to the shop (7-ELEVEN, 全家, 萊爾富 and OK alike). */
export const CVS_PICKUP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type PickupFacts = Pick<OrderDetail, 'status' | 'deliveryMethod' | 'paymentMethod' | 'deliveredAt' | 'destination' | 'summary'>;

/** The last day to pick a parcel up: counted from its arrival at the store, in Taipei days. */
export const pickupDeadline = (arrivedAt: number): number => arrivedAt + CVS_PICKUP_DAYS * DAY_MS;

/**
 * What a store-pickup order tells the parent: before arrival, how she will hear of it and how long
 * she has; once it is there (the order's 已送達 time), the store and the date. Null when it no longer applies.
 */
export function pickupNotice(order: PickupFacts): string | null {
  if (order.deliveryMethod !== 'cvs') return null;
  const payAt = order.paymentMethod === 'cvs_cod' ? twdText(order.summary.total) : null;
  if (order.status === 'delivered' && order.deliveredAt !== null) {
    const chain = order.destination.storeChain ? STORE_CHAINS[order.destination.storeChain] : '';
    const store = `${chain} ${order.destination.storeName ?? ''}`.trim();
    return CheckoutMessages.PICKUP_ARRIVED(store, taipeiYmd(pickupDeadline(order.deliveredAt), '/'), payAt);
  }
  if (order.status === 'pending_payment' && order.paymentMethod !== 'cvs_cod') return null;
  return order.status === 'pending_payment' || order.status === 'to_ship' || order.status === 'shipped'
    ? CheckoutMessages.PICKUP_BEFORE_ARRIVAL(CVS_PICKUP_DAYS, payAt) : null;
}

/** Why the last payment did not go through, in a line a parent can act on; null when nothing failed. */
export function paymentProblem(order: Pick<OrderDetail, 'status' | 'payments'>): string | null {
  const payment = latestPayment(order);
  if (order.status !== 'pending_payment' || !payment) return null;
  if (payment.state === 'declined') {
    return payment.method === 'card' ? CheckoutMessages.PAYMENT_DECLINED_LINE : CheckoutMessages.PAYMENT_DECLINED_OTHER(PAYMENT_LABELS[payment.method]);
  }
  return payment.state === 'expired' ? CheckoutMessages.PAYMENT_LAPSED_LINE : null;
}
