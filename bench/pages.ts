import { startServer } from './server';
import { firstLoadJs } from './firstLoad';
import { CALIBRATED_CPU_SLOWDOWN, lighthouseMedian } from './lighthouse';
import { openCheckout, signedInCookie, signedInHeaders } from './session';

/**
 * `npx tsx bench/pages.ts`: first-load JS of every page type alone, as a visitor and as the demo member;
 * `LIGHTHOUSE=1` adds Lighthouse mobile of each visitor page: the middle of `LIGHTHOUSE_RUNS` (3) runs by score,
 * with Lighthouse's 4× CPU slowdown and with the 6× that stands for the same phone on this faster host.
 */
async function main() {
  const server = await startServer(3220);
  try {
    const member = await signedInHeaders(server.url);
    const pageHeaders = { cookie: await signedInCookie(server.url) };
    const checkoutId = await openCheckout(server.url, member);
    const visitor = { home: '/', mall: '/mall/all', groupBuy: '/groupbuy/14', item: '/market/14', question: '/qa/1', article: '/articles/1001' };
    const signedIn = { cart: '/groupbuy/shoppingcart', checkout: `/groupbuy/pay/v2/${checkoutId}`, orders: '/member/orders', profile: '/member/profile', coupons: '/member/coupon' };
    const rows: Record<string, unknown> = {};
    for (const [name, path] of Object.entries(visitor)) {
      const js = await firstLoadJs(server.url, path);
      const url = `${server.url.replace('127.0.0.1', 'localhost')}${path}`;
      rows[name] = process.env.LIGHTHOUSE === '1' ? { ...js, lighthouse: lighthouseMedian(url), lighthouseCalibrated: lighthouseMedian(url, CALIBRATED_CPU_SLOWDOWN) } : js;
    }
    for (const [name, path] of Object.entries(signedIn)) rows[name] = await firstLoadJs(server.url, path, pageHeaders);
    console.log(JSON.stringify(rows, null, 2));
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
