import type { Result } from '../../domain/errors/Result';

export interface PlacedOrder {
  orderId: number;
  number: string;
}

/** Why the shop refused the order; `lines` names each line that cannot be bought, with why. */
export interface OrderRefusal {
  code: string;
  message: string;
  lines: Record<string, string>;
}

/** The shop's order desk: places a checkout's order once per idempotency key. */
export interface OrderDesk {
  place(checkoutId: number, idempotencyKey: string): Promise<Result<PlacedOrder, OrderRefusal>>;
}

/** Fresh idempotency keys (random in the browser, counted in tests). */
export interface IdempotencyKeys {
  next(): string;
}
