/** Shopping credit (購物金) may pay at most this share of the goods after discounts. */
export const CREDIT_CAP_PERCENT = 20;

/** The credit an order uses: what was asked, never above the balance, the cap, or what is left to pay. */
export function usableCredit(requested: number, balance: number, goodsAfterDiscounts: number): { used: number; cap: number } {
  const cap = Math.min(balance, Math.floor((goodsAfterDiscounts * CREDIT_CAP_PERCENT) / 100));
  return { used: Math.max(0, Math.min(requested, cap)), cap: Math.max(0, cap) };
}
