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
  const othersRefund = await ids(db.selectFrom('refunds').select('id').where('member_id', '!=', member.id).orderBy('id').limit(1).execute(), (r) => r.id);
  const payments = await ids(db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id').select('payments.id').where('orders.member_id', '=', member.id).execute(), (r) => r.id);
  const main = await db.selectFrom('categories').innerJoin('branches', 'branches.id', 'categories.branch_id')
    .select(['branches.path as branch', 'categories.slug as slug']).where('categories.level', '=', 1).orderBy('categories.id').limit(2).execute();
  const branches = await first('branches', 'path');
  const groupBuys = await first('group_buys', 'id', 12);
  const [sections, floors] = [await first('branch_sections', 'id'), await first('floors', 'path')];
  const each = (template: string, values: string[]) => values.map((v) => template.replace(/\{[A-Za-z]+\}/, v));
  return {
    // A campaign load records the campaign and sets the utm cookie: the data must match all the same.
    '/api/userinfo': ['/api/userinfo', '/api/userinfo?utm_source=line&utm_medium=chat&page=2'],
    // The back office's order detail (staff only), and the list with its filters.
    '/admin/api/orders/{id}': each('/admin/api/orders/{id}', await first('orders', 'id', 2)),
    '/admin/api/orders': ['/admin/api/orders', '/admin/api/orders?state=to_ship&payment=card&delivery=home&sort=total&dir=asc&from=2020-01-01&to=2099-12-31'],
    // The products desk: one product, and the list with its filters.
    '/admin/api/products/{id}': each('/admin/api/products/{id}', await first('products', 'id', 2)),
    '/admin/api/products': ['/admin/api/products', '/admin/api/products?sort=stock&dir=desc&low_stock=1&brand=1&q=%E8%A4%B2&page_size=5'],
    // The 團購 desk's list with its filters, and the product picker of a branch.
    '/admin/api/group-buys': ['/admin/api/group-buys', '/admin/api/group-buys?phase=live&sort=ends_at&dir=asc&text=1'],
    '/admin/api/group-buys/options': [`/admin/api/group-buys/options?branch_id=${(await first('branches', 'id', 1))[0]}`],
    '/api/v2/branch-sections/{id}': [
      ...each('/api/v2/branch-sections/{id}', sections),
      // Home reads only its first cards; a limit is 1 to 1000.
      ...['2', '500', '0', 'abc'].map((limit) => `/api/v2/branch-sections/${sections[0]}?limit=${limit}`),
    ],
    '/resource/mall/{branch}': [...each('/resource/mall/{branch}', branches), '/resource/mall/Not%20A%20Slug'],
    '/v1/payments/{paymentId}/hosted-form': each('/v1/payments/{paymentId}/hosted-form', payments),
    '/sandbox/store-map/stores': ['/sandbox/store-map/stores?chain=seven', '/sandbox/store-map/stores?chain=family&query=台北'],
    // Binding writes: the samples bind the demo member to a made-up record, then to another (and refuse a bad id).
    '/line-member-binding': ['/line-member-binding?cdp_unit_id=U-sample-1', '/line-member-binding?cdp_unit_id=U-sample-2', '/line-member-binding?cdp_unit_id=no%20id'],
    '/v1/checkouts/{id}': [`/v1/checkouts/${checkout}`],
    '/v1/checkouts/{id}/coupons': [`/v1/checkouts/${checkout}/coupons`],
    '/v1/checkouts/{id}/store-map': [`/v1/checkouts/${checkout}/store-map?chain=seven`],
    '/v1/explore/articles/{id}': each('/v1/explore/articles/{id}', await first('articles', 'id')),
    '/v1/explore/guides/{id}': each('/v1/explore/guides/{id}', await first('guides', 'id')),
    '/v1/explore/search/suggest': ['/v1/explore/search/suggest?query=寶寶'],
    // The back office's members desk (staff only): one member, and the look-up by e-mail, mobile and order number.
    '/admin/api/members/{id}': each('/admin/api/members/{id}', await first('members', 'id', 2)),
    '/admin/api/members': ['/admin/api/members', '/admin/api/members?q=amy%40example.com', '/admin/api/members?q=0912-345-678&page=1&page_size=10'],
    '/v1/member/coupons': ['/v1/member/coupons', '/v1/member/coupons?state=used', '/v1/member/coupons?state=expired', '/v1/member/coupons?state=lost'],
    '/v1/orders': [
      '/v1/orders', ...['unpaid', 'to-ship', 'shipped', 'completed', 'cancelled'].map((type) => `/v1/orders?type=${type}`),
      // Past the end, an unknown tab with a bad page (the first page of every order), and what the query refuses.
      '/v1/orders?page=9', '/v1/orders?type=whatever&page=0', `/v1/orders?type=${'x'.repeat(41)}`, '/v1/orders?page=1000000000000',
    ],
    '/v1/orders/detail': orders.map((id) => `/v1/orders/detail?id=${id}`),
    '/v1/qa/questions': ['/v1/qa/questions', '/v1/qa/questions?sort=popular&page=2'],
    '/v1/qa/questions/{id}': each('/v1/qa/questions/{id}', await first('qa_questions', 'id')),
    '/v1/qa/search': ['/v1/qa/search?query=寶寶'],
    '/v1/qa/search/suggest': ['/v1/qa/search/suggest?query=寶寶'],
    '/v1/refunds/detail': [...refunds, ...othersRefund, '2000000', '0', 'abc'].map((id) => `/v1/refunds/detail?id=${id}`),
    '/v1/reviews/pending': ['/v1/reviews/pending', ...orders.slice(0, 3).map((id) => `/v1/reviews/pending?order=${id}`)],
    '/v2/member/mission-notification': ['qa', 'article', 'ec'].map((type) => `/v2/member/mission-notification?type=${type}`),
    '/v3/shopping/brand/{id}': each('/v3/shopping/brand/{id}', await first('brands', 'id')),
    '/v3/shopping/brand/{id}/groupbuys': each('/v3/shopping/brand/{id}/groupbuys', await first('brands', 'id')),
    '/v3/shopping/category/{id}': each('/v3/shopping/category/{id}', await first('categories', 'id')),
    // A path that is no slug: 400 (the odd-id samples of a path parameter are all slugs).
    '/v3/shopping/curation/{path}': [...each('/v3/shopping/curation/{path}', await first('curations', 'path')), '/v3/shopping/curation/Not%20A%20Slug'],
    '/v3/shopping/event/{path}': each('/v3/shopping/event/{path}', await first('events', 'path')),
    '/v3/shopping/event/{path}/branches': each('/v3/shopping/event/{path}/branches', await first('events', 'path')),
    '/v3/shopping/featured/{type}': [
      ...['hot', 'discount', 'recommend'].map((type) => `/v3/shopping/featured/${type}`),
      ...['page=2', 'limit=5', 'page=2&limit=30', 'page=0', 'limit=1001'].map((query) => `/v3/shopping/featured/discount?${query}`),
    ],
    '/v3/shopping/floor/{path}': [...each('/v3/shopping/floor/{path}', floors), `/v3/shopping/floor/${floors[0]}?page=2`, `/v3/shopping/floor/${floors[0]}?page=abc`],
    '/v3/shopping/groupbuy/{id}': each('/v3/shopping/groupbuy/{id}', groupBuys),
    '/v3/shopping/item/{itemId}': each('/v3/shopping/item/{itemId}', await first('products', 'id')),
    '/v3/shopping/mall/{branchPath}/category/{mainSlug}/groupbuy/{type}': [
      ...main.map((m) => `/v3/shopping/mall/${m.branch}/category/${m.slug}/groupbuy/newest`),
      `/v3/shopping/mall/${main[0].branch}/category/${main[0].slug}/groupbuy/hot?sort=price_desc&age=0-6m&limit=3`,
      `/v3/shopping/mall/${main[0].branch}/category/nothing/groupbuy/newest`, `/v3/shopping/mall/all/category/${main[0].slug}/groupbuy/newest`,
    ],
    '/v3/shopping/mall/{branchPath}/groupbuy/{type}': [
      ...['newest', 'hot', 'discount', 'recommend'].map((type) => `/v3/shopping/mall/${branches[0]}/groupbuy/${type}`),
      // Home's blocks, pinned ids, the filtered variant and what each refuses (a bad page, an unknown branch or filter value).
      '/v3/shopping/mall/all/groupbuy/newest?limit=10', '/v3/shopping/mall/all/groupbuy/hot?page=2&limit=50', '/v3/shopping/mall/all/groupbuy/newest?page=5000',
      `/v3/shopping/mall/all/groupbuy/newest?pinned_gb_ids=${groupBuys[3]},${groupBuys[1]}`, '/v3/shopping/mall/no-such-branch/groupbuy/newest',
      '/v3/shopping/mall/all/groupbuy/hot?age=0-6m,1-2y&sort=price_asc', `/v3/shopping/mall/${branches[0]}/groupbuy/hot?sort=hot&page=2`,
      `/v3/shopping/mall/all/groupbuy/discount?mall=${branches[0]}&sort=newest&limit=4`, '/v3/shopping/mall/all/groupbuy/hot?mall=no-such-mall&sort=hot',
      '/v3/shopping/mall/all/groupbuy/hot?age=99y', '/v3/shopping/mall/no-such-branch/groupbuy/hot?sort=hot',
    ],
    '/v3/shopping/mall/filter': [
      '/v3/shopping/mall/filter', `/v3/shopping/mall/filter?branch=${branches[0]}`, `/v3/shopping/mall/filter?branch=${main[0].branch}&category=${main[0].slug}`,
      '/v3/shopping/mall/filter?branch=nowhere', `/v3/shopping/mall/filter?category=${main[0].slug}`,
    ],
    '/v3/shopping/reviews': ['/v3/shopping/reviews', `/v3/shopping/reviews?groupbuy=${groupBuys[0]}`],
    '/v3/shopping/search': ['/v3/shopping/search?query=包屁衣', '/v3/shopping/search?query=0', '/v3/shopping/search?query=奶&page=2', '/v3/shopping/search?query=%20%20'],
    '/v3/shopping/search/suggest': ['/v3/shopping/search/suggest?query=包', '/v3/shopping/search/suggest?query=%20'],
  };
}
