import type { OrderStatus } from '../checkout/orderStatus';

const DAY = 86_400_000;

/** 鑑賞期: a refund may be asked for within 7 days of delivery. */
export const REFUND_WINDOW_MS = 7 * DAY;

/** Only a delivered or completed order can be refunded (a partial refund keeps the order's status). */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = ['delivered', 'completed'];

export const refundDeadline = (deliveredAt: number | null): number | null => (deliveredAt === null ? null : deliveredAt + REFUND_WINDOW_MS);

export function refundWindowOpen(status: OrderStatus, deliveredAt: number | null, now: number): boolean {
  const deadline = refundDeadline(deliveredAt);
  return REFUNDABLE_STATUSES.includes(status) && deadline !== null && now <= deadline;
}

/** One order line as the refund rules see it: what was bought, and how many are already asked for or refunded. */
export interface RefundLineFacts {
  optionId: number;
  unitPrice: number;
  bought: number;
  /** Quantities of refunds requested, approved or refunded (a rejected refund frees its lines again). */
  claimed: number;
}

export const refundableQuantity = (line: Pick<RefundLineFacts, 'bought' | 'claimed'>): number => Math.max(0, line.bought - line.claimed);

export type RefundProblem = 'not-refundable' | 'window-closed' | 'no-lines' | 'unknown-line' | 'over-quantity';

export interface WantedLine { optionId: number; quantity: number }

/** Adds up repeated options, drops zero quantities. */
export function mergeWanted(wanted: readonly WantedLine[]): WantedLine[] {
  const merged = new Map<number, number>();
  for (const w of wanted) if (w.quantity > 0) merged.set(w.optionId, (merged.get(w.optionId) ?? 0) + w.quantity);
  return [...merged].map(([optionId, quantity]) => ({ optionId, quantity }));
}

/** Why this refund cannot be asked for, or null: the state, the 7-day window, then each line's quantity. */
export function refundProblem(
  order: { status: OrderStatus; deliveredAt: number | null; lines: readonly RefundLineFacts[] }, wanted: readonly WantedLine[], now: number,
): RefundProblem | null {
  if (!REFUNDABLE_STATUSES.includes(order.status) || order.deliveredAt === null) return 'not-refundable';
  if (!refundWindowOpen(order.status, order.deliveredAt, now)) return 'window-closed';
  const lines = mergeWanted(wanted);
  if (lines.length === 0) return 'no-lines';
  for (const w of lines) {
    const line = order.lines.find((l) => l.optionId === w.optionId);
    if (!line) return 'unknown-line';
    if (w.quantity > refundableQuantity(line)) return 'over-quantity';
  }
  return null;
}

const share = (paid: number, goods: number, value: number): number => (goods <= 0 ? 0 : Math.round((paid * value) / goods));

/**
 * A refund's money: each line's share of what was paid (after discounts, shipping included),
 * proportional to its goods value. Shares are cut from the running total of everything already
 * claimed, so partial refunds add up to exactly what was paid and never more.
 */
export function refundAmounts(input: {
  paid: number;
  lines: readonly RefundLineFacts[];
  wanted: readonly WantedLine[];
}): { amount: number; lines: { optionId: number; quantity: number; amount: number }[] } {
  const goods = input.lines.reduce((sum, l) => sum + l.unitPrice * l.bought, 0);
  let value = input.lines.reduce((sum, l) => sum + l.unitPrice * l.claimed, 0);
  const lines = mergeWanted(input.wanted).map((w) => {
    const unitPrice = input.lines.find((l) => l.optionId === w.optionId)?.unitPrice ?? 0;
    const before = share(input.paid, goods, value);
    value += unitPrice * w.quantity;
    return { optionId: w.optionId, quantity: w.quantity, amount: share(input.paid, goods, value) - before };
  });
  return { amount: lines.reduce((sum, l) => sum + l.amount, 0), lines };
}

/** True once every unit bought is asked for or refunded: the order as a whole goes to 退款申請中. */
export const wholeOrderClaimed = (lines: readonly Pick<RefundLineFacts, 'bought' | 'claimed'>[]): boolean =>
  lines.every((l) => l.claimed >= l.bought);
