/**
 * Every payment attempt (the first one and each 重新付款) is its own MPG trade: the gateway refuses a
 * reused MerchantOrderNo. The payment id makes it unique here; the prefix (NEWEBPAY_ORDER_PREFIX) keeps
 * it unique at the merchant when another database (a test copy, a reset) talks to the same merchant.
 */
export const merchantOrderNo = (prefix: string, paymentId: number): string => `${prefix}${paymentId}`;

/** The payment a MerchantOrderNo names, or null when it is not one of ours. */
export function paymentIdOf(prefix: string, orderNo: string): number | null {
  if (!orderNo.startsWith(prefix)) return null;
  const rest = orderNo.slice(prefix.length);
  if (!/^[1-9][0-9]{0,14}$/.test(rest)) return null;
  return Number(rest);
}

/** The gateway's rule: letters, digits and underscore, at most 30 characters (the id leaves room for 15 digits). */
export const ORDER_PREFIX_PATTERN = /^[A-Za-z0-9_]{1,15}$/;
