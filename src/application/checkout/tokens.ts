/** DI symbols of the checkout ports (bound by the composition root when the checkout pages arrive). */
export const CHECKOUT_TOKENS = {
  OrderDesk: Symbol.for('OrderDesk'),
  IdempotencyKeys: Symbol.for('IdempotencyKeys'),
} as const;
