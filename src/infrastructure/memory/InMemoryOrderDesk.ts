import { injectable } from '../../application/injection';
import type { IdempotencyKeys, OrderDesk, OrderRefusal, PlacedOrder } from '../../application/checkout/ports';
import { CheckoutMessages } from '../../domain/checkout/messages';
import { fail, ok, type Result } from '../../domain/errors/Result';

interface Line { optionId: number; quantity: number }

/**
 * The shop's order desk in memory, keeping the server's rules: one order per key, the same key
 * with another checkout refused, stock never below zero, a line that cannot be bought fails the
 * whole order and changes nothing. `loseNextAnswer` drops one answer after the order is made.
 */
@injectable()
export class InMemoryOrderDesk implements OrderDesk {
  readonly stock = new Map<number, number>();
  readonly checkouts = new Map<number, Line[]>();
  readonly orders: { checkoutId: number; lines: Line[] }[] = [];
  /** What each checkout costs now; a parent who saw less is asked to confirm (ORDER_TOTAL_CHANGED). */
  readonly totals = new Map<number, number>();
  private readonly keys = new Map<string, { checkoutId: number; order: PlacedOrder }>();
  loseNextAnswer = false;

  async place(checkoutId: number, key: string, expectedTotal: number): Promise<Result<PlacedOrder, OrderRefusal>> {
    const seen = this.keys.get(key);
    if (seen) return seen.checkoutId === checkoutId ? ok(seen.order) : fail({ code: 'IDEMPOTENCY_KEY_REUSED', message: '', lines: {} });
    const total = this.totals.get(checkoutId);
    if (total !== undefined && total > expectedTotal) {
      return fail({ code: 'ORDER_TOTAL_CHANGED', message: '', lines: { total: String(total), expected_total: String(expectedTotal) } });
    }
    const lines = this.checkouts.get(checkoutId) ?? [];
    const problems: Record<string, string> = {};
    for (const l of lines) if ((this.stock.get(l.optionId) ?? 0) < l.quantity) problems[String(l.optionId)] = CheckoutMessages.LINE_SOLD_OUT;
    if (Object.keys(problems).length > 0) return fail({ code: 'ORDER_LINES_UNAVAILABLE', message: '', lines: problems });
    for (const l of lines) this.stock.set(l.optionId, this.stock.get(l.optionId)! - l.quantity);
    this.orders.push({ checkoutId, lines });
    const order = { orderId: this.orders.length, number: `JT20261123${String(this.orders.length).padStart(6, '0')}` };
    this.keys.set(key, { checkoutId, order });
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new Error('the answer was lost on the way');
    }
    return ok(order);
  }
}

/** Keys amy-1, amy-2, … so a scenario can tell them apart (the shop keeps keys per member). */
export class CountingIdempotencyKeys implements IdempotencyKeys {
  private count = 0;
  constructor(private readonly prefix: string) {}
  next(): string {
    this.count += 1;
    return `${this.prefix}-${this.count}`;
  }
}
