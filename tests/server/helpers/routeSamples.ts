import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { call } from './api';

/** Concrete URLs for each documented GET path: seeded ids, the member's own orders, refunds and payments. */
export type RouteSamples = Record<string, string[]>;

const ids = async <T>(rows: Promise<T[]>, pick: (row: T) => number | string) => (await rows).map(pick).map(String);

/** Puts something in the member's cart and opens a checkout with it, so cart and checkout routes have content. */
async function shopSomething(app: FastifyInstance, db: Kysely<Database>, token: string): Promise<string> {
  const options = await db.selectFrom('options').select('id').where('stock', '>', 0).where('purchase_limit', '>', 0).orderBy('id').limit(40).execute();
  const headers = { 'x-oauth-token': token };
  const added: number[] = [];
  for (const { id } of options) {
    const response = await call(app, 'POST', '/v3/shoppingcart', { headers, body: { item_id: id, number: 1 } });
    if (response.statusCode === 200) added.push(id);
    if (added.length === 2) break;
  }
  const checkout = await call(app, 'POST', '/v1/checkouts', { headers, body: { option_ids: added.slice(0, 1) } });
  if (checkout.statusCode !== 201) throw new Error(`checkout failed: ${checkout.body}`);
  return String((checkout.json() as { data: { id: number } }).data.id);
}

export async function routeSamples(app: FastifyInstance, db: Kysely<Database>, member: { id: number; token: string }): Promise<RouteSamples> {
  const checkout = await shopSomething(app, db, member.token);
  const first = <T extends keyof Database & string>(table: T, column: string, limit = 3) =>
    ids(db.selectFrom(table as never).select(`${column} as v` as never).orderBy(`${column}` as never).limit(limit).execute() as Promise<{ v: string }[]>, (r) => r.v);
  const orders = await ids(db.selectFrom('orders').select('id').where('member_id', '=', member.id).execute(), (r) => r.id);
  const refunds = await ids(db.selectFrom('refunds').select('id').where('member_id', '=', member.id).execute(), (r) => r.id);
  const payments = await ids(db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id').select('payments.id').where('orders.member_id', '=', member.id).execute(), (r) => r.id);
  const main = await db.selectFrom('categories').innerJoin('branches', 'branches.id', 'categories.branch_id')
    .select(['branches.path as branch', 'categories.slug as slug']).where('categories.level', '=', 1).orderBy('categories.id').limit(2).execute();
  const branches = await first('branches', 'path');
  const groupBuys = await first('group_buys', 'id', 12);
  const each = (template: string, values: string[]) => values.map((v) => template.replace(/\{[A-Za-z]+\}/, v));
  return {
    '/api/v2/branch-sections/{id}': each('/api/v2/branch-sections/{id}', await first('branch_sections', 'id')),
    '/resource/mall/{branch}': each('/resource/mall/{branch}', branches),
    '/sandbox/neweb/payments/{paymentId}': each('/sandbox/neweb/payments/{paymentId}', payments),
    '/sandbox/store-map/stores': ['/sandbox/store-map/stores?chain=seven', '/sandbox/store-map/stores?chain=family&query=台北'],
    '/v1/checkouts/{id}': [`/v1/checkouts/${checkout}`],
    '/v1/checkouts/{id}/coupons': [`/v1/checkouts/${checkout}/coupons`],
    '/v1/checkouts/{id}/store-map': [`/v1/checkouts/${checkout}/store-map?chain=seven`],
    '/v1/explore/articles/{id}': each('/v1/explore/articles/{id}', await first('articles', 'id')),
    '/v1/explore/guides/{id}': each('/v1/explore/guides/{id}', await first('guides', 'id')),
    '/v1/explore/search/suggest': ['/v1/explore/search/suggest?query=寶寶'],
    '/v1/member/coupons': ['/v1/member/coupons', '/v1/member/coupons?state=used', '/v1/member/coupons?state=expired'],
    '/v1/orders': ['/v1/orders', ...['unpaid', 'to-ship', 'shipped', 'completed', 'cancelled'].map((type) => `/v1/orders?type=${type}`)],
    '/v1/orders/detail': orders.map((id) => `/v1/orders/detail?id=${id}`),
    '/v1/qa/questions': ['/v1/qa/questions', '/v1/qa/questions?sort=popular&page=2'],
    '/v1/qa/questions/{id}': each('/v1/qa/questions/{id}', await first('qa_questions', 'id')),
    '/v1/qa/search': ['/v1/qa/search?query=寶寶'],
    '/v1/qa/search/suggest': ['/v1/qa/search/suggest?query=寶寶'],
    '/v1/refunds/detail': refunds.map((id) => `/v1/refunds/detail?id=${id}`),
    '/v1/reviews/pending': ['/v1/reviews/pending', ...orders.slice(0, 3).map((id) => `/v1/reviews/pending?order=${id}`)],
    '/v2/member/mission-notification': ['qa', 'article', 'ec'].map((type) => `/v2/member/mission-notification?type=${type}`),
    '/v3/shopping/brand/{id}': each('/v3/shopping/brand/{id}', await first('brands', 'id')),
    '/v3/shopping/brand/{id}/groupbuys': each('/v3/shopping/brand/{id}/groupbuys', await first('brands', 'id')),
    '/v3/shopping/category/{id}': each('/v3/shopping/category/{id}', await first('categories', 'id')),
    '/v3/shopping/curation/{path}': each('/v3/shopping/curation/{path}', await first('curations', 'path')),
    '/v3/shopping/event/{path}': each('/v3/shopping/event/{path}', await first('events', 'path')),
    '/v3/shopping/event/{path}/branches': each('/v3/shopping/event/{path}/branches', await first('events', 'path')),
    '/v3/shopping/featured/{type}': ['hot', 'discount', 'recommend'].map((type) => `/v3/shopping/featured/${type}`),
    '/v3/shopping/floor/{path}': each('/v3/shopping/floor/{path}', await first('floors', 'path')),
    '/v3/shopping/groupbuy/{id}': each('/v3/shopping/groupbuy/{id}', groupBuys),
    '/v3/shopping/item/{itemId}': each('/v3/shopping/item/{itemId}', await first('products', 'id')),
    '/v3/shopping/mall/{branchPath}/category/{mainSlug}/groupbuy/{type}': main.map((m) => `/v3/shopping/mall/${m.branch}/category/${m.slug}/groupbuy/newest`),
    '/v3/shopping/mall/{branchPath}/groupbuy/{type}': ['newest', 'hot', 'discount', 'recommend'].map((type) => `/v3/shopping/mall/${branches[0]}/groupbuy/${type}`),
    '/v3/shopping/mall/filter': ['/v3/shopping/mall/filter', `/v3/shopping/mall/filter?branch=${branches[0]}`],
    '/v3/shopping/reviews': ['/v3/shopping/reviews', `/v3/shopping/reviews?groupbuy=${groupBuys[0]}`],
    '/v3/shopping/search': ['/v3/shopping/search?query=包屁衣', '/v3/shopping/search?query=0'],
    '/v3/shopping/search/suggest': ['/v3/shopping/search/suggest?query=包'],
  };
}
