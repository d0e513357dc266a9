import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { encryptTradeInfo, tradeSha, type MpgKeys } from '../../../server/services/payments/newebpay/mpgCrypto';
import { SANDBOX_MERCHANT } from '../../../server/services/payments/newebpay/sandbox/sandboxSettings';
import { call } from './api';
import { TEST_ORIGIN } from './testApp';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const KEYS: MpgKeys = { hashKey: SANDBOX_MERCHANT.hashKey, hashIv: SANDBOX_MERCHANT.hashIv };

/** What a browser does with a form: posts its fields, form-encoded, to its action (made relative to the test app's origin). */
export const postForm = (app: FastifyInstance, url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: url.startsWith(TEST_ORIGIN) ? url.slice(TEST_ORIGIN.length) : url, headers: FORM, payload: new URLSearchParams(fields).toString() });

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The first form of an HTML page: its action and hidden fields (the auto-posting pages of the gateway). */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`no form in: ${html.slice(0, 300)}`);
  const fields = Object.fromEntries([...form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [decode(m[1]), decode(m[2])]));
  return { action: decode(form[1]), fields };
}

/** The member's hand-off page data, then its form posted to the (sandbox) MPG: the hosted page's HTML. */
export async function openMpg(app: FastifyInstance, member: Record<string, string>, paymentId: number) {
  const handoff = await call(app, 'GET', `/v1/payments/${paymentId}/hosted-form`, { headers: member });
  const hosted = handoff.json().data.hosted as { url: string; fields: Record<string, string> };
  const page = await postForm(app, hosted.url, hosted.fields);
  return { hosted, page, next: formOf(page.body) };
}

/** Pays on the sandbox MPG's hosted card page (and its 3-D Secure step when the card asks), then follows the return post. */
export async function payByCard(app: FastifyInstance, member: Record<string, string>, paymentId: number, card: string, otp = '123456') {
  const { next } = await openMpg(app, member, paymentId);
  let page = await postForm(app, next.action, { CardNo: card, Exp: '12/30', CVC: '123' });
  if (page.body.includes('/MPG/3ds/')) page = await postForm(app, formOf(page.body).action, { code: otp });
  const back = formOf(page.body);
  return { page, back: await postForm(app, back.action, back.fields) };
}

/** A post as the gateway would sign it with the sandbox merchant's keys (a result for NotifyURL, say). */
export function signedMpgPost(result: Record<string, unknown>, status = 'SUCCESS', keys = KEYS): Record<string, string> {
  const tradeInfo = encryptTradeInfo(JSON.stringify({ Status: status, Message: '', Result: { MerchantID: SANDBOX_MERCHANT.merchantId, ...result } }), keys);
  return { Status: status, MerchantID: SANDBOX_MERCHANT.merchantId, TradeInfo: tradeInfo, TradeSha: tradeSha(tradeInfo, keys), Version: '2.0' };
}

/** The sandbox MerchantOrderNo of a payment (demo mode's prefix). */
export const demoOrderNo = (paymentId: number): string => `DEMO${paymentId}`;
