import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { issueTokenPair } from '../../../server/services/auth/tokens';
import { call } from '../helpers/api';

const DAY = 86_400_000;

/** n fresh members with their x-oauth-token headers (no sign-in round trip needed for a race). */
export async function newMembers(db: Kysely<Database>, n: number, prefix: string): Promise<Record<string, string>[]> {
  const now = Date.now();
  const rows = await db.insertInto('members').values(Array.from({ length: n }, (_, i) => ({
    email: `${prefix}${i}@example.com`, nickname: `買家${i}`, password_hash: null, email_verified_at: now, has_installed_app: 0, created_at: now,
  }))).returning('id').execute();
  return Promise.all(rows.map(async (r) => ({ 'x-oauth-token': (await issueTokenPair(db, r.id, now)).access_token })));
}

/** An option on sale now with the stock and limit given, in a group-buy with no promotions (plain figures). */
export async function optionOnSale(db: Kysely<Database>, input: { stock: number; limit: number; price?: number; skip?: number }): Promise<{ optionId: number; groupBuyId: number }> {
  const row = await db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
    .select(['options.id', 'products.id as product_id', 'products.group_buy_id']).where('options.current_price', '>', 0)
    .orderBy('options.id').offset(input.skip ?? 0).limit(1).executeTakeFirstOrThrow();
  await db.updateTable('options').set({ stock: input.stock, purchase_limit: input.limit, current_price: input.price ?? 500, discount_price: null }).where('id', '=', row.id).execute();
  await db.updateTable('products').set({ status: 'active' }).where('id', '=', row.product_id).execute();
  await db.updateTable('group_buys').set({ status: 'open', ends_at: Date.now() + 7 * DAY }).where('id', '=', row.group_buy_id).execute();
  await db.deleteFrom('group_buy_promotions').where('group_buy_id', '=', row.group_buy_id).execute();
  const gb = await db.selectFrom('group_buys').select('branch_id').where('id', '=', row.group_buy_id).executeTakeFirstOrThrow();
  await db.updateTable('branch_shipping').set({ free_from: 5000 }).where('branch_id', '=', gb.branch_id).execute();
  return { optionId: row.id, groupBuyId: row.group_buy_id };
}

const HOME = { kind: 'home', recipient: '王小美', mobile: '0912345678', city: '臺北市', district: '大安區', street: '復興南路一段 1 號' };

/** Cart → checkout with buyer, a home address and the payment method: ready to place. Returns the checkout id. */
export async function readyCheckout(app: FastifyInstance, headers: Record<string, string>, optionId: number, quantity = 1, payment = 'card'): Promise<number> {
  const added = await call(app, 'POST', '/v3/shoppingcart', { headers, body: { item_id: optionId, number: quantity } });
  if (added.statusCode !== 200) throw new Error(`add to cart failed: ${added.body}`);
  const created = await call(app, 'POST', '/v1/checkouts', { headers, body: { option_ids: [optionId] } });
  if (created.statusCode !== 201) throw new Error(`checkout failed: ${created.body}`);
  const id = created.json().data.id as number;
  const address = await call(app, 'POST', '/v1/destinations', { headers, body: HOME });
  if (address.statusCode !== 201) throw new Error(`address failed: ${address.body}`);
  const patched = await call(app, 'PATCH', `/v1/checkouts/${id}`, {
    headers, body: { buyer: { name: '王小美', mobile: '0912345678', email: 'buyer@example.com' }, destination_id: address.json().data.id, payment_method: payment },
  });
  if (patched.statusCode !== 200) throw new Error(`checkout update failed: ${patched.body}`);
  return id;
}

export const placeOrder = (app: FastifyInstance, headers: Record<string, string>, checkoutId: number, key: string) =>
  call(app, 'POST', '/v1/orders', { headers: { ...headers, 'idempotency-key': key }, body: { checkout_id: checkoutId } });
