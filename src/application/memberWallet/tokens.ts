/** DI symbols of the member wallet's ports. */
export const MEMBER_WALLET_TOKENS = {
  MemberWallet: Symbol.for('MemberWallet'),
} as const;
