import type { Bank, CheckoutLine, CouponList, PriceSummary } from '../../../src/domain/checkout/checkoutView';
import type { StoreChain } from '../../../src/domain/checkout/delivery';
import type { ApiClient } from '../../../src/infrastructure/http/ApiClient';
import { ApiCheckoutGateway, ApiOrderDesk } from '../../../src/infrastructure/http/ApiCheckoutGateways';
import { InMemoryCheckoutGateway } from '../../../src/infrastructure/memory/InMemoryCheckout';
import type { MemoryStore } from '../../../src/infrastructure/memory/InMemoryDestinationBook';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { newMembers, optionOnSale } from '../../server/checkout/fixtures';
import { call } from '../../server/helpers/api';
import { apiClientOf } from '../../server/helpers/apiClient';
import type { RealShop } from './realShop';

/** What the real server priced and holds for a new member's checkout of one option: what the fake is stocked with. */
export interface CheckoutFacts {
  optionId: number;
  summary: PriceSummary;
  banks: Bank[];
  coupons: CouponList;
  store: MemoryStore;
  /** A fake stocked with these facts: the option in her cart, a new checkout's sections, the banks and a store of each chain's map. */
  fake(): InMemoryCheckoutGateway;
}

/** A new member (no orders, coupons or places) signed in on the typed client over the real server, the option in her cart. */
export async function memberWithCart(shop: RealShop, facts: Pick<CheckoutFacts, 'optionId'>, prefix: string): Promise<{ api: ApiClient; optionId: number }> {
  const [headers] = await newMembers(shop.test.db, 1, prefix);
  const added = await call(shop.test.app, 'POST', '/v3/shoppingcart', { headers, body: { item_id: facts.optionId, number: 1 } });
  if (added.statusCode !== 200) throw new Error(`add to cart failed: ${added.body}`);
  const tokens = new InMemoryTokenStore({ accessToken: headers['x-oauth-token'], refreshToken: 'unused', expiredAt: Math.floor(shop.now / 1000) + 3600 });
  return { api: apiClientOf(shop.test.app, tokens, 'http'), optionId: facts.optionId };
}

/** An option on sale in plain figures (NT$500, free shipping from NT$5,000), a reference member's checkout of it, and the stores. */
export async function stockedCheckoutFake(shop: RealShop): Promise<CheckoutFacts> {
  const { optionId } = await optionOnSale(shop.test.db, { stock: 1_000, limit: 5 });
  const { api } = await memberWithCart(shop, { optionId }, 'checkout-facts-');
  const gateway = new ApiCheckoutGateway(api);
  const opened = await gateway.open([optionId]);
  const [banks, coupons] = [await gateway.banks(), await gateway.coupons(opened.id)];
  const stores = await shop.test.db.selectFrom('convenience_stores').selectAll().orderBy('chain').orderBy('store_id').execute();
  const toStore = (r: (typeof stores)[number]): MemoryStore => ({ chain: r.chain as StoreChain, storeId: r.store_id, name: r.name, city: r.city, district: r.district, address: r.address });
  const { id: _id, lines, ...start } = opened;
  const line: CheckoutLine = lines[0];
  return {
    optionId, summary: opened.summary, banks, coupons, store: toStore(stores.find((r) => r.chain === 'seven') ?? stores[0]),
    fake: () => {
      const fake = new InMemoryCheckoutGateway();
      fake.cart.set(optionId, structuredClone(line));
      fake.start = structuredClone(start);
      fake.couponList = structuredClone(coupons);
      fake.banksList = structuredClone(banks);
      fake.book.stores.push(...stores.map(toStore));
      return fake;
    },
  };
}

/** A new member's order of the option, placed from a ready checkout (home delivery, paid by card): 待付款 with one open card payment. */
export async function placedOrder(shop: RealShop, facts: Pick<CheckoutFacts, 'optionId'>, prefix: string): Promise<{ api: ApiClient; orderId: number; checkoutId: number }> {
  const { api, optionId } = await memberWithCart(shop, facts, prefix);
  const gateway = new ApiCheckoutGateway(api);
  const opened = await gateway.open([optionId]);
  const home = await gateway.saveDestination(null, { kind: 'home', recipient: '王小美', mobile: '0912345678', city: '臺北市', district: '大安區', street: '復興南路一段 1 號', isDefault: true });
  const ready = await gateway.change(opened.id, { buyer: { name: '王小美', mobile: '0912345678', email: `${prefix}buyer@example.com` }, destinationId: home.id, paymentMethod: 'card' });
  const placed = await new ApiOrderDesk(api).place(ready.id, `${prefix}key-aaaaaaaa`, ready.summary.total);
  if (!placed.ok) throw new Error(`not placed: ${JSON.stringify(placed.error)}`);
  return { api, orderId: placed.value.orderId, checkoutId: ready.id };
}
