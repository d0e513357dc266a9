/** DI symbols of the member orders ports. */
export const MEMBER_ORDERS_TOKENS = {
  MemberOrderGateway: Symbol.for('MemberOrderGateway'),
  RefundGateway: Symbol.for('RefundGateway'),
} as const;
