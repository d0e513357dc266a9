import { AUTH_MESSAGES } from './messages';

/** Member pages by path prefix, most specific first, with the line that says why they ask for a sign-in. */
const REASONS: readonly (readonly [string, string])[] = [
  ['/member/refund', AUTH_MESSAGES.signInFor.refunds],
  ['/member/order', AUTH_MESSAGES.signInFor.orders],
  ['/member/coupon', AUTH_MESSAGES.signInFor.coupons],
  ['/member/cash', AUTH_MESSAGES.signInFor.credit],
  ['/member/wish-list', AUTH_MESSAGES.signInFor.wishList],
  ['/member/profile', AUTH_MESSAGES.signInFor.profile],
  ['/member/create-baby', AUTH_MESSAGES.signInFor.profile],
  ['/member/devices', AUTH_MESSAGES.signInFor.devices],
  ['/member', AUTH_MESSAGES.signInFor.orders],
  ['/groupbuy/shoppingcart', AUTH_MESSAGES.signInFor.cart],
  ['/groupbuy/pay', AUTH_MESSAGES.signInFor.checkout],
  ['/groupbuy/neweb_credit_form', AUTH_MESSAGES.signInFor.checkout],
  ['/delete-account', AUTH_MESSAGES.signInFor.deleteAccount],
];

/**
 * SPEC §2.2 sends a signed-out visitor from a member page home with the login dialog open; this is the
 * line the dialog shows so she knows why (「請先登入會員，即可查看訂單」), never an unexplained dialog.
 */
export function signInReason(path: string): string {
  const pathname = path.split(/[?#]/)[0];
  const found = REASONS.find(([prefix]) => pathname.startsWith(prefix));
  return found ? found[1] : AUTH_MESSAGES.signInFor.other;
}
