/** DI symbols of the checkout ports. */
export const CHECKOUT_TOKENS = {
  OrderDesk: Symbol.for('OrderDesk'),
  IdempotencyKeys: Symbol.for('IdempotencyKeys'),
  CheckoutGateway: Symbol.for('CheckoutGateway'),
  OrderGateway: Symbol.for('OrderGateway'),
} as const;
