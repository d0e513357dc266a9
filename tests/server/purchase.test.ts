import type { LightMyRequestResponse } from 'fastify';
import { CartAddResult, CartBody, GroupBuyDetail, ItemDetail, WishListBody, WishListBrief } from '../../contract/purchase';
import { call, demoMemberHeaders } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const NOW = Date.parse('2027-03-15T10:30:00+08:00');

describe.each(dialects())('buying API on %s', (dialect) => {
  let t: TestApp;
  let amy: Record<string, string>;
  let ben: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: () => NOW });
    ({ amy, ben } = await demoMemberHeaders(t.app));
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: Record<string, string>, body?: object): Promise<LightMyRequestResponse> =>
    call(t.app, method, url, { body, headers: who });

  /** An option of a running group-buy's active product with the given effective limit range. */
  const option = async (kind: 'buyable' | 'sold-out' | 'discontinued', minLimit = 1) => {
    let q = t.db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
      .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
      .select(['options.id', 'options.purchase_limit', 'options.stock', 'products.id as product_id', 'group_buys.id as group_buy_id'])
      .where('group_buys.status', '=', 'open').where('group_buys.starts_at', '<=', NOW).where('group_buys.ends_at', '>', NOW);
    if (kind === 'discontinued') q = q.where('products.status', '=', 'discontinued');
    else q = q.where('products.status', '=', 'active').where('options.purchase_limit', kind === 'sold-out' ? '=' : '>=', kind === 'sold-out' ? 0 : minLimit);
    const row = await q.orderBy('options.id').executeTakeFirstOrThrow();
    return { ...row, limit: Math.min(row.purchase_limit, row.stock) };
  };
  const add = (who: Record<string, string>, itemId: number, number = 1) => send('POST', '/v3/shoppingcart', who, { item_id: itemId, number });
  const cart = async (who: Record<string, string>) => CartBody.parse((await send('GET', '/v2/shoppingcart', who)).json().data);

  it('serves a group-buy with its products, options, events and breadcrumbs', async () => {
    const { group_buy_id } = await option('buyable');
    const detail = GroupBuyDetail.parse((await send('GET', `/v3/shopping/groupbuy/${group_buy_id}`)).json().data);
    expect(detail.id).toBe(group_buy_id);
    expect(detail.categories.length).toBeGreaterThanOrEqual(1);
    expect(detail.products[0].options[0]).toMatchObject({ deliverInfo: { description: expect.any(String) }, price: { current_price: expect.any(Number) } });
    const item = ItemDetail.parse((await send('GET', `/v3/shopping/item/${detail.products[0].id}`)).json().data);
    expect(item.group_buy.id).toBe(group_buy_id);
  });

  it.each(['/v3/shopping/groupbuy/abc', '/v3/shopping/groupbuy/999999', '/v3/shopping/item/1e3', '/v3/shopping/item/999999'])('answers 404 or 400 for %s', async (url) => {
    const response = await send('GET', url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json().error_code).toMatch(/^GEN_/);
  });

  it('needs sign-in for the cart and the wish list', async () => {
    for (const [method, url] of [['GET', '/v2/shoppingcart'], ['GET', '/v2/shoppingcart/count'], ['GET', '/api/v1/wishlist/brief'], ['POST', '/v3/shoppingcart']] as const) {
      const response = await send(method, url, undefined, method === 'POST' ? { item_id: 1, number: 1 } : undefined);
      expect(response.statusCode).toBe(401);
      expect(response.json().error_code).toBe('AUTH_100001');
    }
  });

  it('adds to the cart, increments the line, stops at the purchase limit and counts the lines', async () => {
    const target = await option('buyable', 2);
    const first = CartAddResult.parse((await add(amy, target.id)).json().data);
    expect(first).toEqual({ message_code: 'ADDED', item_ids: [target.id] });
    await add(amy, target.id, 999);
    expect((await cart(amy)).lines[0]).toMatchObject({ option_id: target.id, quantity: target.limit, subtotal: target.limit * (await cart(amy)).lines[0].unit_price });
    const again = CartAddResult.parse((await add(amy, target.id)).json().data);
    expect(again.message_code).toBe('UNCHANGED_QTY');
    expect((await send('GET', '/v2/shoppingcart/count', amy)).json().data).toEqual({ shoppingcart_item_ids: [target.id] });
    expect((await send('GET', '/api/userinfo', amy)).json().data.cart_count).toBe(1);
    expect((await cart(ben)).lines).toEqual([]);
  });

  it('rejects sold-out, discontinued and unknown options with the codes of SPEC §8, changing nothing', async () => {
    const cases = [[(await option('sold-out')).id, 'CART_ITEM_SOLD_OUT', '加入購物車失敗，庫存不足'], [(await option('discontinued')).id, 'CART_ITEM_DISCONTINUED', '加入購物車失敗，商品已停售'], [999999, 'CART_ITEM_NOT_FOUND', '加入購物車失敗，查無此商品']] as const;
    for (const [id, code, message] of cases) {
      const response = await add(ben, id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error_code: code, message });
    }
    expect((await cart(ben)).lines).toEqual([]);
  });

  it('refuses adds to a group-buy that has ended or not yet started, changing nothing', async () => {
    const inWindow = (ended: boolean) => t.db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
      .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id').select(['options.id', 'group_buys.id as group_buy_id'])
      .where('products.status', '=', 'active').where('options.purchase_limit', '>', 0).where('options.stock', '>', 0)
      .where(ended ? 'group_buys.ends_at' : 'group_buys.starts_at', ended ? '<=' : '>', NOW).orderBy('options.id').executeTakeFirstOrThrow();
    const ended = await inWindow(true);
    const upcoming = await inWindow(false);
    expect((await add(ben, ended.id)).json()).toEqual({ error_code: 'CART_GROUPBUY_ENDED', message: '加入購物車失敗，團購已結束' });
    expect((await add(ben, upcoming.id)).json()).toEqual({ error_code: 'CART_GROUPBUY_NOT_STARTED', message: '加入購物車失敗，團購尚未開始' });
    const detail = GroupBuyDetail.parse((await send('GET', `/v3/shopping/groupbuy/${upcoming.group_buy_id}`)).json().data);
    expect(detail.starts_at).toBeGreaterThan(NOW);
    expect(detail.similar).toEqual([]);
    const endedDetail = GroupBuyDetail.parse((await send('GET', `/v3/shopping/groupbuy/${ended.group_buy_id}`)).json().data);
    expect(endedDetail.similar.length).toBeGreaterThan(0);
    expect(endedDetail.similar.every((card) => card.starts_at! <= NOW && card.ends_at! > NOW && card.id !== ended.group_buy_id)).toBe(true);
    expect((await cart(ben)).lines).toEqual([]);
  });

  it.each([{ item_id: 'x', number: 1 }, { item_id: 1, number: 0 }, { item_id: 1, number: -5 }, { item_id: 1.5, number: 1 }, { number: 1 }, { item_id: 1, number: 1, group_id: 0 }])('answers 400 for the crafted body %j', async (body) => {
    const response = await send('POST', '/v3/shoppingcart', ben, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe('GEN_000400');
  });

  it('never lets 20 concurrent adds exceed the purchase limit', async () => {
    const target = await option('buyable', 3);
    const responses = await Promise.all(Array.from({ length: 20 }, () => add(ben, target.id, 2)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const line = (await cart(ben)).lines.find((l) => l.option_id === target.id)!;
    expect(line.quantity).toBe(target.limit);
    expect(responses.filter((r) => r.json().data.message_code === 'UNCHANGED_QTY').length).toBeGreaterThan(0);
  });

  it('changes a quantity within the limit and removes a line of the caller only', async () => {
    const target = await option('buyable', 2);
    const inCart = (await cart(ben)).lines.some((l) => l.option_id === target.id);
    if (!inCart) await add(ben, target.id);
    const changed = await send('PATCH', `/v2/shoppingcart/items/${target.id}`, ben, { number: 2 });
    expect(CartBody.parse(changed.json().data).lines.find((l) => l.option_id === target.id)!.quantity).toBe(2);
    const over = await send('PATCH', `/v2/shoppingcart/items/${target.id}`, ben, { number: target.limit + 1 });
    expect(over.json()).toMatchObject({ error_code: 'CART_QUANTITY_OVER_LIMIT' });
    expect((await send('PATCH', `/v2/shoppingcart/items/${target.id}`, ben, { number: 0 })).statusCode).toBe(400);
    const amyBefore = await cart(amy);
    expect((await send('DELETE', `/v2/shoppingcart/items/${amyBefore.lines[0].option_id}`, ben)).statusCode).toBe(200);
    expect(await cart(amy)).toEqual(amyBefore);
    expect((await send('PATCH', `/v2/shoppingcart/items/${amyBefore.lines[0].option_id}`, ben, { number: 1 })).statusCode).toBe(404);
    await send('DELETE', `/v2/shoppingcart/items/${target.id}`, ben);
    expect((await cart(ben)).lines.map((l) => l.option_id)).not.toContain(target.id);
  });

  it('follows and unfollows a sold-out size and a group-buy', async () => {
    const soldOut = await option('sold-out');
    const followed = await send('POST', '/v4/subscription', amy, { items: [{ id: soldOut.product_id, type: 'product', option_id: soldOut.id }, { id: soldOut.group_buy_id, type: 'groupbuy' }] });
    expect(followed.statusCode).toBe(200);
    const brief = WishListBrief.parse((await send('GET', '/api/v1/wishlist/brief', amy)).json().data);
    expect(brief).toEqual({ total_count: 2, products: [{ id: soldOut.product_id, option_ids: [soldOut.id] }], groupbuy_ids: [soldOut.group_buy_id] });
    const list = WishListBody.parse((await send('GET', '/api/v1/wishlist', amy)).json().data);
    expect(list.products[0].subscribedOptions[0]).toMatchObject({ id: soldOut.id, purchase_limit: 0 });
    expect(list.groupbuys[0].id).toBe(soldOut.group_buy_id);
    expect(WishListBrief.parse((await send('GET', '/api/v1/wishlist/brief', ben)).json().data).total_count).toBe(0);
    await send('DELETE', '/v4/subscription', amy, { items: [{ id: soldOut.product_id, type: 'product', option_id: soldOut.id }] });
    expect(WishListBrief.parse((await send('GET', '/api/v1/wishlist/brief', amy)).json().data).total_count).toBe(1);
  });

  it('refuses subscriptions to unknown things or an option of another product', async () => {
    expect((await send('POST', '/v4/subscription', amy, { items: [{ id: 999999, type: 'groupbuy' }] })).statusCode).toBe(404);
    expect((await send('POST', '/v4/subscription', amy, { items: [{ id: 1, type: 'product', option_id: 999999 }] })).statusCode).toBe(404);
    expect((await send('POST', '/v4/subscription', amy, { items: [] })).statusCode).toBe(400);
    expect((await send('POST', '/v4/subscription', amy, { items: [{ id: 1, type: 'shop' }] })).statusCode).toBe(400);
  });

  it('records the add-to-cart tracking event', async () => {
    const response = await send('POST', '/v1/tracking/events', amy, { event: 'added_to_cart', option_id: 1, quantity: 1 });
    expect(response.statusCode).toBe(204);
    const rows = await t.db.selectFrom('tracking_events').selectAll().execute();
    expect(rows.at(-1)).toMatchObject({ event: 'added_to_cart' });
  });
});
