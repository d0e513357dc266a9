import type { CheckoutGateway } from '../../application/checkout/ports';
import { checkBuyer } from '../../domain/checkout/buyer';
import type {
  Bank, Checkout, CheckoutChange, CheckoutLine, CouponList, Destination, DestinationDraft,
} from '../../domain/checkout/checkoutView';
import type { StoreChain } from '../../domain/checkout/delivery';
import { checkInvoice } from '../../domain/checkout/invoice';
import { CheckoutMessages } from '../../domain/checkout/messages';
import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/checkout/payments';
import { ApiError, NotFoundError } from '../../domain/errors/clientErrors';
import { InMemoryDestinationBook, invalid } from './InMemoryDestinationBook';
import { couponOf, repriced } from './inMemoryCheckoutPricing';

interface Held { checkout: Checkout; coupons: CouponList; chosenCoupon: number | null; creditRequested: number }

/** The server's 409 for a checkout an order was already placed from. */
export const CHECKOUT_CLOSED = 'CHECKOUT_CLOSED';

const prefixed = (section: string, errors: Partial<Record<string, string>>): [string, string][] =>
  Object.entries(errors).map(([field, message]) => [`${section}.${field}`, message ?? '']);

/**
 * One member's checkouts in memory, stocked with what the shop prices (`cart`: her cart lines as the
 * shop prices them; `start`: what a new checkout starts from, the remembered sections and the
 * figures of those lines; `couponList`: her coupons on it). Changes follow the server's rules (another
 * checkout or destination is 404, a placed checkout is closed, a bad section changes nothing) and are
 * priced again with the domain's rules (`inMemoryCheckoutPricing`).
 */
export class InMemoryCheckoutGateway implements CheckoutGateway {
  readonly cart = new Map<number, CheckoutLine>();
  readonly book = new InMemoryDestinationBook();
  readonly held = new Map<number, Held>();
  start: Omit<Checkout, 'id' | 'lines'> | null = null;
  couponList: CouponList = { usable: [], unusable: [], bestId: null };
  banksList: Bank[] = [];
  /** What the shop's payment gateway takes. */
  offered: readonly PaymentMethod[] = PAYMENT_METHODS;
  private lastId = 0;

  async open(optionIds: number[]): Promise<Checkout> {
    const lines = optionIds.flatMap((id) => (this.cart.has(id) ? [{ ...this.cart.get(id)! }] : []));
    if (lines.length === 0 || !this.start) throw new ApiError(400, 'CHECKOUT_EMPTY', CheckoutMessages.CHECKOUT_EMPTY);
    this.lastId += 1;
    const checkout = structuredClone({ ...this.start, id: this.lastId, lines, orderId: null });
    this.held.set(this.lastId, { checkout, coupons: structuredClone(this.couponList), chosenCoupon: null, creditRequested: 0 });
    return this.price(this.lastId);
  }

  async load(id: number): Promise<Checkout> {
    return this.price(id);
  }

  async change(id: number, change: CheckoutChange): Promise<Checkout> {
    const held = this.own(id);
    if (held.checkout.orderId !== null) throw new ApiError(409, CHECKOUT_CLOSED, CheckoutMessages.CHECKOUT_CLOSED);
    const fields = new Map<string, string>();
    const next = { ...held.checkout };
    if (change.buyer) {
      const buyer = checkBuyer(change.buyer);
      if (buyer.ok) next.buyer = buyer.value;
      else prefixed('buyer', buyer.error).forEach(([k, v]) => fields.set(k, v));
    }
    if (change.invoice) {
      const invoice = checkInvoice(change.invoice);
      if (invoice.ok) next.invoice = invoice.value;
      else prefixed('invoice', invoice.error).forEach(([k, v]) => fields.set(k, v));
    }
    const coupon = this.couponChange(held, change.coupon);
    next.destination = this.destinationChange(next, change);
    if (change.paymentMethod !== undefined) next.paymentMethod = change.paymentMethod;
    const credit = change.credit ?? held.creditRequested;
    const priced = repriced(next, credit, couponOf(coupon.mode, coupon.chosen, held.coupons), this.offered);
    const reason = priced.paymentChoices.find((c) => c.method === next.paymentMethod)?.disabledReason;
    if (reason && change.paymentMethod) fields.set('payment_method', reason);
    else if (reason) next.paymentMethod = null;
    if (fields.size > 0) throw invalid(Object.fromEntries(fields));
    Object.assign(held, { checkout: { ...next, couponMode: coupon.mode }, chosenCoupon: coupon.chosen, creditRequested: credit });
    return this.price(id);
  }

  async coupons(id: number): Promise<CouponList> {
    return structuredClone(this.own(id).coupons);
  }

  async banks(): Promise<Bank[]> {
    return this.banksList.map((b) => ({ ...b }));
  }

  async destinations(): Promise<Destination[]> {
    return this.book.list();
  }

  async saveDestination(id: number | null, draft: DestinationDraft): Promise<Destination> {
    return this.book.save(id, draft);
  }

  /** A removed destination leaves every checkout that chose it (the server detaches it). */
  async removeDestination(id: number): Promise<void> {
    this.book.remove(id);
    for (const held of this.held.values()) if (held.checkout.destination?.id === id) held.checkout.destination = null;
  }

  /** The chain's e-map (ECPay's, through the shop's redirect); the state names the checkout (the server also signs it). */
  async storeMap(checkoutId: number, chain: StoreChain): Promise<string> {
    this.own(checkoutId);
    return `/logistics/ecpay/map?chain=${chain}&state=${checkoutId}.memory`;
  }

  /** An order was placed from the checkout (the order desk's doing): it is closed to changes. */
  close(id: number, orderId: number): void {
    this.own(id).checkout.orderId = orderId;
  }

  private own(id: number): Held {
    const held = this.held.get(id);
    if (!held) throw new NotFoundError();
    return held;
  }

  /** A delivery change alone moves to that kind's default place; a chosen place must be hers and of the delivery's kind. */
  private destinationChange(next: Checkout, change: CheckoutChange): Destination | null {
    const before = next.deliveryMethod;
    const delivery = change.deliveryMethod ?? before;
    next.deliveryMethod = delivery;
    if (change.destinationId === null) return null;
    if (change.destinationId === undefined) return delivery !== before ? this.book.defaultOf(delivery) : next.destination;
    const chosen = this.book.own(change.destinationId);
    if (!chosen || chosen.kind !== delivery) throw new NotFoundError();
    return { ...chosen };
  }

  private couponChange(held: Held, coupon: CheckoutChange['coupon']): { mode: Checkout['couponMode']; chosen: number | null } {
    if (coupon === undefined) return { mode: held.checkout.couponMode, chosen: held.chosenCoupon };
    if (coupon === 'best' || coupon === 'none') return { mode: coupon, chosen: null };
    if (![...held.coupons.usable, ...held.coupons.unusable].some((c) => c.memberCouponId === coupon)) throw new NotFoundError();
    return { mode: 'chosen', chosen: coupon };
  }

  /** The checkout as the shop answers it: priced now, its destination as saved now. */
  private price(id: number): Checkout {
    const held = this.own(id);
    const destination = held.checkout.destination && (this.book.own(held.checkout.destination.id) ?? null);
    const checkout = { ...held.checkout, destination: destination ? { ...destination } : null };
    return structuredClone(repriced(checkout, held.creditRequested, couponOf(checkout.couponMode, held.chosenCoupon, held.coupons), this.offered));
  }
}
