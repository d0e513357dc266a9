import { inject, injectable } from '../injection';
import type { Result } from '../../domain/errors/Result';
import type { IdempotencyKeys, OrderDesk, OrderRefusal, PlacedOrder } from './ports';
import { CHECKOUT_TOKENS } from './tokens';

/**
 * 送出訂單. One key per checkout until the shop answers: a double tap or a retry after a lost
 * answer sends the same key again, so the shop makes one order at most. A refusal frees the key
 * (the member changes something and sends a new request). The total she saw goes along: a total
 * that went up meanwhile is refused (ORDER_TOTAL_CHANGED), and sending again confirms the new one.
 */
@injectable()
export class PlaceOrder {
  private readonly pending = new Map<number, string>();

  constructor(
    @inject(CHECKOUT_TOKENS.OrderDesk) private readonly desk: OrderDesk,
    @inject(CHECKOUT_TOKENS.IdempotencyKeys) private readonly keys: IdempotencyKeys,
  ) {}

  async execute(input: { checkoutId: number; expectedTotal: number }): Promise<Result<PlacedOrder, OrderRefusal>> {
    const key = this.pending.get(input.checkoutId) ?? this.keys.next();
    this.pending.set(input.checkoutId, key);
    const outcome = await this.desk.place(input.checkoutId, key, input.expectedTotal);
    if (!outcome.ok) this.pending.delete(input.checkoutId);
    return outcome;
  }
}
