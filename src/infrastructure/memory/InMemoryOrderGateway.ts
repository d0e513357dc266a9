import type { Clock } from '../../application/auth/ports';
import type { OrderGateway } from '../../application/checkout/ports';
import type { CardForm, CardResult, OrderDetail, Payment, PlacedOrderInfo } from '../../domain/checkout/checkoutView';
import { CheckoutMessages } from '../../domain/checkout/messages';
import { ORDER_STATUS_LABELS } from '../../domain/checkout/orderStatus';
import { ATM_DEADLINE_MS, ONLINE_PAYMENT_DEADLINE_MS, PAYMENT_METHODS, paymentChoices, type PaymentMethod } from '../../domain/checkout/payments';
import { ApiError, NotFoundError } from '../../domain/errors/clientErrors';
import { SystemClock } from '../clock/SystemClock';
import { invalid } from './InMemoryDestinationBook';

/** A placed order as the member sees it, and the checkout it came from (the card page returns there). */
export interface MemoryPlacedOrder { detail: OrderDetail; checkoutId: number }

const OPEN = ['pending', 'challenge'];

/** Where the browser goes next for an open payment, as the server's order detail says it. */
function nextPath(p: Pick<Payment, 'id' | 'method' | 'virtualAccount'>): string | null {
  if (p.method === 'card' || p.method === 'line_pay' || (p.method === 'atm' && p.virtualAccount === null)) return `/groupbuy/neweb_credit_form/${p.id}`;
  return p.method === 'aftee' ? `/sandbox/wallet/${p.id}` : null;
}

/**
 * One member's orders in memory (stocked, or placed by a scenario) with the server's payment rules:
 * another member's order or payment is 404, 重新付款 only while 待付款 and with a method the order
 * can take (it expires the open payment and opens one of the whole total), and demo mode's sandbox
 * bank and wallet settle only an open payment of their own method.
 */
export class InMemoryOrderGateway implements OrderGateway {
  readonly orders = new Map<number, MemoryPlacedOrder>();
  /** What the shop's payment gateway takes. */
  offered: readonly PaymentMethod[] = PAYMENT_METHODS;
  /** The gateway's hosted payment page (NewebPay MPG), where the card form posts. */
  hostedUrl = '/sandbox/newebpay/MPG/mpg_gateway';

  constructor(private readonly clock: Clock = new SystemClock()) {}

  async order(id: number): Promise<OrderDetail> {
    return structuredClone(this.own(id).detail);
  }

  async retryPayment(orderId: number, method: PaymentMethod | null): Promise<PlacedOrderInfo> {
    const order = this.own(orderId).detail;
    if (order.status !== 'pending_payment') throw new ApiError(409, 'PAYMENT_NOT_RETRYABLE', CheckoutMessages.PAYMENT_NOT_RETRYABLE);
    const chosen = method ?? order.paymentMethod;
    const reason = paymentChoices(order.deliveryMethod, order.summary.total, this.offered).find((c) => c.method === chosen)?.disabledReason;
    if (reason) throw invalid({ payment_method: reason });
    const now = this.clock.now();
    for (const p of order.payments) if (OPEN.includes(p.state)) Object.assign(p, { state: 'expired', nextPath: null });
    const id = Math.max(0, ...[...this.orders.values()].flatMap((o) => o.detail.payments.map((p) => p.id))) + 1;
    const deadline = chosen === 'cvs_cod' ? null : now + (chosen === 'atm' ? ATM_DEADLINE_MS : ONLINE_PAYMENT_DEADLINE_MS);
    const payment: Payment = {
      id, method: chosen, state: 'pending', amount: order.summary.total, cardBrand: null, cardLast4: null, bankCode: null, virtualAccount: null, deadline,
      nextPath: nextPath({ id, method: chosen, virtualAccount: null }),
    };
    order.payments.push(payment);
    Object.assign(order, { paymentMethod: chosen, paymentDeadline: deadline ?? order.paymentDeadline });
    return { orderId, number: order.number, status: order.status, total: order.summary.total, payment: { ...payment } };
  }

  async cardForm(paymentId: number): Promise<CardForm> {
    const { order, payment } = this.payment(paymentId);
    const open = OPEN.includes(payment.state) && payment.virtualAccount === null && payment.method !== 'cvs_cod' && payment.method !== 'aftee';
    return {
      paymentId, checkoutId: order.checkoutId, orderNumber: order.detail.number, amount: payment.amount, state: payment.state,
      hosted: open ? { url: this.hostedUrl, fields: { MerchantOrderNo: `${order.detail.number}-${paymentId}` } } : null,
    };
  }

  /** The bank's transfer (ATM) or the wallet's approval (AFTEE) of an open payment: the order is paid, 待出貨. */
  async completeSandboxPayment(paymentId: number, method: PaymentMethod): Promise<CardResult> {
    const { order, payment } = this.payment(paymentId);
    if (payment.method !== (method === 'atm' ? 'atm' : 'aftee') || payment.state !== 'pending') throw new NotFoundError();
    Object.assign(payment, { state: 'succeeded', nextPath: null });
    if (order.detail.status === 'pending_payment') {
      order.detail.status = 'to_ship';
      order.detail.statusLabel = ORDER_STATUS_LABELS.to_ship;
      order.detail.timeline.push({ status: 'to_ship', label: ORDER_STATUS_LABELS.to_ship, at: this.clock.now() });
    }
    return { state: 'succeeded', orderId: order.detail.id, message: null };
  }

  private own(id: number): MemoryPlacedOrder {
    const order = this.orders.get(id);
    if (!order) throw new NotFoundError();
    return order;
  }

  private payment(paymentId: number): { order: MemoryPlacedOrder; payment: Payment } {
    for (const order of this.orders.values()) {
      const payment = order.detail.payments.find((p) => p.id === paymentId);
      if (payment) return { order, payment };
    }
    throw new NotFoundError();
  }
}
