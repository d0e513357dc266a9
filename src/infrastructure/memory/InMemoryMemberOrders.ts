import type { Clock } from '../../application/auth/ports';
import type { MemberOrderGateway, RefundGateway } from '../../application/memberOrders/ports';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../domain/checkout/orderStatus';
import type { PaymentMethod } from '../../domain/checkout/payments';
import { ApiError, NotFoundError, ParameterError } from '../../domain/errors/clientErrors';
import { MemberOrderMessages as M } from '../../domain/memberOrders/messages';
import { canCancel } from '../../domain/memberOrders/orderActions';
import { ORDER_TABS, ORDERS_PER_PAGE, TAB_STATUSES, tabOfStatus, type OrderTab } from '../../domain/memberOrders/orderTabs';
import { refundAmounts, refundProblem, wholeOrderClaimed, type RefundLineFacts, type RefundProblem } from '../../domain/memberOrders/refundRules';
import {
  REFUND_REASON_LABELS, REFUND_STATUS_LABELS, refundNoteProblem, type OrderPage, type RefundDetail, type RefundRequest, type RefundSummary,
} from '../../domain/memberOrders/refunds';

export interface MemoryOrderLine { optionId: number; productTitle: string; size: string; unitPrice: number; quantity: number; image?: string }
export interface MemoryOrder {
  id: number;
  number: string;
  status: OrderStatus;
  createdAt: number;
  total: number;
  /** 購物金 spent on the order: a refund gives its share back as credit. */
  creditUsed?: number;
  paymentMethod: PaymentMethod;
  deliveredAt: number | null;
  lines: MemoryOrderLine[];
}

const REFUSALS: Record<RefundProblem, () => Error> = {
  'not-refundable': () => new ApiError(409, 'REFUND_NOT_ALLOWED', M.REFUND_NOT_ALLOWED),
  'window-closed': () => new ApiError(409, 'REFUND_WINDOW_CLOSED', M.REFUND_WINDOW_CLOSED),
  'no-lines': () => new ParameterError({ lines: M.REFUND_NO_LINES }),
  'unknown-line': () => new ParameterError({ lines: M.REFUND_UNKNOWN_LINE }),
  'over-quantity': () => new ApiError(409, 'REFUND_OVER_QUANTITY', M.REFUND_OVER_QUANTITY, { lines: M.REFUND_OVER_QUANTITY }),
};

/** One member's orders and refunds in memory, keeping the shop's rules (cancel only while unpaid; refunds: see InMemoryRefunds). */
export class InMemoryMemberOrders implements MemberOrderGateway {
  readonly orders: MemoryOrder[] = [];
  readonly refunds: RefundDetail[] = [];
  /** Stock given back by cancelled orders, by option. */
  readonly returnedStock = new Map<number, number>();

  add(order: Omit<MemoryOrder, 'id' | 'number'> & { id?: number; number?: string }): MemoryOrder {
    const id = order.id ?? this.orders.length + 1;
    const full = { ...order, id, number: order.number ?? `JT20261101${String(id).padStart(6, '0')}` };
    this.orders.push(full);
    return full;
  }

  async list(tab: OrderTab, page: number): Promise<OrderPage> {
    const counts = Object.fromEntries(ORDER_TABS.map((t) => [t, 0])) as Record<OrderTab, number>;
    for (const o of this.orders) { counts.all++; counts[tabOfStatus(o.status)]++; }
    const shown = this.orders.filter((o) => tab === 'all' || TAB_STATUSES[tab].includes(o.status)).sort((a, b) => b.createdAt - a.createdAt);
    return {
      orders: shown.slice((page - 1) * ORDERS_PER_PAGE, page * ORDERS_PER_PAGE).map((o) => ({
        id: o.id, number: o.number, status: o.status, statusLabel: ORDER_STATUS_LABELS[o.status], createdAt: o.createdAt, total: o.total,
        itemCount: o.lines.reduce((s, l) => s + l.quantity, 0), firstTitle: o.lines[0]?.productTitle ?? '', firstImage: o.lines[0]?.image ?? '', paymentMethod: o.paymentMethod,
      })),
      counts, page, pageCount: Math.max(1, Math.ceil(counts[tab] / ORDERS_PER_PAGE)),
    };
  }

  async cancel(orderId: number) {
    const order = this.find(orderId);
    if (!canCancel(order.status)) throw new ApiError(409, 'ORDER_NOT_CANCELLABLE', M.NOT_CANCELLABLE);
    order.status = 'cancelled';
    for (const l of order.lines) this.returnedStock.set(l.optionId, (this.returnedStock.get(l.optionId) ?? 0) + l.quantity);
    return { orderId, status: order.status, statusLabel: ORDER_STATUS_LABELS.cancelled };
  }

  /** Units of each line bought and already asked for or refunded. */
  facts(order: MemoryOrder): RefundLineFacts[] {
    return order.lines.map((l) => ({
      optionId: l.optionId, unitPrice: l.unitPrice, bought: l.quantity,
      claimed: this.refunds.filter((r) => r.orderId === order.id && r.status !== 'rejected')
        .flatMap((r) => r.lines).filter((rl) => rl.optionId === l.optionId).reduce((s, rl) => s + rl.quantity, 0),
    }));
  }

  find(orderId: number): MemoryOrder {
    const order = this.orders.find((o) => o.id === orderId);
    if (!order) throw new NotFoundError();
    return order;
  }
}

/** The refunds of InMemoryMemberOrders' member, priced and checked by the domain's refund rules, as the shop does. */
export class InMemoryRefunds implements RefundGateway {
  constructor(private readonly shop: InMemoryMemberOrders, private readonly clock: Clock) {}

  async list(): Promise<RefundSummary[]> {
    return [...this.shop.refunds].reverse();
  }

  async detail(id: number): Promise<RefundDetail> {
    const refund = this.shop.refunds.find((r) => r.id === id);
    if (!refund) throw new NotFoundError();
    return refund;
  }

  async request(request: RefundRequest): Promise<RefundDetail> {
    // The server reads the note before the order (400, nothing changed), and keeps it trimmed.
    const noteProblem = refundNoteProblem(request.reason, request.note);
    if (noteProblem) throw new ParameterError({ note: noteProblem });
    const order = this.shop.find(request.orderId);
    const facts = this.shop.facts(order);
    const problem = refundProblem({ status: order.status, deliveredAt: order.deliveredAt, lines: facts }, request.lines, this.clock.now());
    if (problem) throw REFUSALS[problem]();
    const money = refundAmounts({ paid: order.total, lines: facts, wanted: request.lines });
    const credit = refundAmounts({ paid: order.creditUsed ?? 0, lines: facts, wanted: request.lines });
    const refund: RefundDetail = {
      id: this.shop.refunds.length + 1, orderId: order.id, orderNumber: order.number, status: 'requested', statusLabel: REFUND_STATUS_LABELS.requested,
      amount: money.amount, refundTo: request.refundTo, createdAt: this.clock.now(), itemCount: money.lines.reduce((s, l) => s + l.quantity, 0),
      firstTitle: order.lines.find((l) => l.optionId === money.lines[0].optionId)!.productTitle, reason: request.reason,
      reasonLabel: REFUND_REASON_LABELS[request.reason], note: request.note.trim(), creditReturned: credit.amount,
      lines: money.lines.map((l) => {
        const line = order.lines.find((o) => o.optionId === l.optionId)!;
        return { optionId: l.optionId, productTitle: line.productTitle, size: line.size, image: line.image ?? '', quantity: l.quantity, amount: l.amount };
      }),
      timeline: [{ status: 'requested', label: REFUND_STATUS_LABELS.requested, at: this.clock.now() }], allowance: null,
    };
    this.shop.refunds.push(refund);
    if (wholeOrderClaimed(this.shop.facts(order))) order.status = 'refund_requested';
    return refund;
  }
}
