import { openCheckout, signedInCookie, signedInHeaders } from './session';

/** A page type the bench measures: its path on the demo seed, and whether the demo member is signed in for it. */
export interface PageType { path: string; signedIn: boolean }

/** The first order of the demo member's list, for the order detail page. */
async function firstOrderId(baseUrl: string, headers: Record<string, string>): Promise<number | null> {
  const response = await fetch(`${baseUrl}/v1/orders`, { headers });
  if (!response.ok) return null;
  const { data } = (await response.json()) as { data: { orders?: { id: number }[] } | { id: number }[] };
  const orders = Array.isArray(data) ? data : (data.orders ?? []);
  return orders[0]?.id ?? null;
}

/**
 * Every page type of issue 31: the five browse pages and the article as a visitor, the buying path and the
 * member area as the demo member (amy@example.com), the ask form, promotion-code, delete-account and explore
 * signed in too, as the issue measured them. Opens a checkout over the member's cart (the seed decides the deal).
 */
export async function pageTypes(baseUrl: string): Promise<{ pages: Record<string, PageType>; cookie: string }> {
  const member = await signedInHeaders(baseUrl);
  const checkoutId = await openCheckout(baseUrl, member);
  const orderId = await firstOrderId(baseUrl, member);
  const visitor = { home: '/', mall: '/mall/all', groupBuy: '/groupbuy/14', item: '/market/14', question: '/qa/1', article: '/articles/1001' };
  const signedIn: Record<string, string> = {
    cart: '/groupbuy/shoppingcart', checkout: `/groupbuy/pay/v2/${checkoutId}`,
    ...(orderId ? { orderDetail: `/member/order/detail?id=${orderId}` } : {}),
    orders: '/member/orders', profile: '/member/profile', coupons: '/member/coupon', cash: '/member/cash', refunds: '/member/refund',
    wishList: '/member/wish-list', devices: '/member/devices', review: '/member/review',
    ask: '/qa/post', promotionCode: '/promotion-code', deleteAccount: '/delete-account', explore: '/explore',
  };
  const pages: Record<string, PageType> = {};
  for (const [name, path] of Object.entries(visitor)) pages[name] = { path, signedIn: false };
  for (const [name, path] of Object.entries(signedIn)) pages[name] = { path, signedIn: true };
  return { pages, cookie: await signedInCookie(baseUrl) };
}
