import type {
  Bank, CardForm, CardResult, Checkout, CheckoutChange, CouponList, Destination, DestinationDraft, OrderDetail, Payment, PlacedOrderInfo,
} from '../../domain/checkout/checkoutView';
import type { StoreChain } from '../../domain/checkout/delivery';
import type { PaymentMethod } from '../../domain/checkout/payments';
import type { Result } from '../../domain/errors/Result';

export interface PlacedOrder {
  orderId: number;
  number: string;
  /** The payment the shopper finishes next (the card form, an ATM account); none for cash on delivery. */
  payment?: Payment | null;
}

/** Why the shop refused the order; `lines` names each line that cannot be bought, with why. */
export interface OrderRefusal {
  code: string;
  message: string;
  lines: Record<string, string>;
  /** Where the order already placed from this checkout is. */
  path?: string;
}

/** The shop's order desk: places a checkout's order once per idempotency key, at no more than the total the parent saw. */
export interface OrderDesk {
  place(checkoutId: number, idempotencyKey: string, expectedTotal: number): Promise<Result<PlacedOrder, OrderRefusal>>;
}

/** Fresh idempotency keys (random in the browser, counted in tests). */
export interface IdempotencyKeys {
  next(): string;
}

/** The checkout session and what its sections choose from (GET/PATCH /v1/checkouts/{id} and friends). */
export interface CheckoutGateway {
  /** Opens a checkout over these cart lines (option ids); the shop prices it. */
  open(optionIds: number[]): Promise<Checkout>;
  load(id: number): Promise<Checkout>;
  change(id: number, change: CheckoutChange): Promise<Checkout>;
  coupons(id: number): Promise<CouponList>;
  banks(): Promise<Bank[]>;
  destinations(): Promise<Destination[]>;
  saveDestination(id: number | null, draft: DestinationDraft): Promise<Destination>;
  removeDestination(id: number): Promise<void>;
  /** Where to send the shopper to pick a store on the chain's map. */
  storeMap(checkoutId: number, chain: StoreChain): Promise<string>;
}

/** Orders and their payments (the order detail, 重新付款, the hand-off to the gateway's payment page). */
export interface OrderGateway {
  order(id: number): Promise<OrderDetail>;
  retryPayment(orderId: number, method: PaymentMethod | null): Promise<PlacedOrderInfo>;
  cardForm(paymentId: number): Promise<CardForm>;
  /** ATM transfers and wallet approvals arrive from the bank or the wallet; the sandbox stands in. */
  completeSandboxPayment(paymentId: number, method: PaymentMethod): Promise<CardResult>;
}
