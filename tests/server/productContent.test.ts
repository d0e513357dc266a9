import type { LightMyRequestResponse } from 'fastify';
import { GroupList } from '../../contract/catalog';
import { CartPricingBody, CheckoutBody } from '../../contract/checkout';
import { GroupBuyDetail } from '../../contract/purchase';
import { call, demoMemberHeaders } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const NOW = Date.parse('2027-03-15T10:30:00+08:00');

describe.each(dialects())('product content and the one shipping promise on %s', (dialect) => {
  let t: TestApp;
  let ben: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: () => NOW });
    ({ ben } = await demoMemberHeaders(t.app));
  });
  afterAll(() => t.close());

  const get = (url: string, who?: Record<string, string>): Promise<LightMyRequestResponse> => call(t.app, 'GET', url, { headers: who });
  const detail = async (id: number) => GroupBuyDetail.parse((await get(`/v3/shopping/groupbuy/${id}`)).json().data);
  const subOf = (slug: string) => t.db.selectFrom('group_buys').innerJoin('categories', 'categories.id', 'group_buys.category_id')
    .select('group_buys.id').where('categories.slug', '=', slug).orderBy('group_buys.id');

  it('serves category-true content: paragraphs, a 規格 table from 品牌 to 產地, and a size guide for sized goods', async () => {
    const gb = await detail((await subOf('diapers').executeTakeFirstOrThrow()).id);
    expect(gb.content?.paragraphs).toHaveLength(3);
    expect(gb.content?.paragraphs.join('')).toContain('紙尿褲');
    expect(gb.content?.size_guide).toBe('diaper');
    const specs = gb.products[0].specs ?? [];
    expect(specs[0].label).toBe('品牌');
    expect(specs.at(-1)?.label).toBe('產地');
    expect(specs.map((s) => s.label)).toEqual(expect.arrayContaining(['適用體重', '每包片數']));
    for (const option of gb.products.flatMap((p) => p.options)) expect(option.size).toMatch(/^(NB|S|M|L|XL|XXL)（.+kg.*）\d+片$/);
  });

  it('names clothes by height with an age and gives each group-buy its own description', async () => {
    const rows = await t.db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
      .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id').innerJoin('categories', 'categories.id', 'group_buys.category_id')
      .select(['options.size', 'categories.slug']).where('categories.slug', 'in', ['short-sleeve', 'rompers', 'tees', 'pants']).execute();
    for (const row of rows) expect(row.size).toMatch(/^\d+cm（\d+-\d+(個月|歲)）$/);
    const contents = await t.db.selectFrom('group_buy_contents').select('paragraphs').execute();
    expect(contents).toHaveLength((await t.db.selectFrom('group_buys').select('id').execute()).length);
    expect(new Set(contents.map((c) => c.paragraphs)).size).toBe(contents.length);
  });

  it('draws each product as the thing it is, with its name', async () => {
    const { id } = await subOf('diapers').executeTakeFirstOrThrow();
    const svg = (await get(`/images/gb/${id}.svg`)).body;
    const name = (await t.db.selectFrom('group_buys').select('short_name').where('id', '=', id).executeTakeFirstOrThrow()).short_name;
    expect(name).toMatch(/紙尿褲$/);
    expect(svg).toContain(`aria-label="${name}"`);
    expect(svg).toContain(`>${name}</text>`);
  });

  it('says the same shipping promise on the card, the page, the cart and the checkout', async () => {
    const list = GroupList.parse((await get('/v3/shopping/mall/all/groupbuy/hot?page=1')).json().data[0]);
    for (const card of list.products.slice(0, 5)) expect(card.shipping_promise).toBe((await detail(card.id)).shipping?.promise);
    const target = await t.db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
      .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id')
      .select(['options.id', 'group_buys.id as group_buy_id'])
      .where('group_buys.status', '=', 'open').where('group_buys.starts_at', '<=', NOW).where('group_buys.ends_at', '>', NOW)
      .where('products.status', '=', 'active').where('options.purchase_limit', '>', 0).where('options.stock', '>', 0)
      .orderBy('options.id').executeTakeFirstOrThrow();
    const promise = (await detail(target.group_buy_id)).shipping?.promise;
    expect(promise).toMatch(/^(付款後|結團後) \d+ 個工作天內出貨・(滿 NT\$[\d,]+ 免運|免運)$/);
    await call(t.app, 'POST', '/v3/shoppingcart', { headers: ben, body: { item_id: target.id, number: 1 } });
    try {
      const cart = CartPricingBody.parse((await get('/v2/shoppingcart', ben)).json().data);
      expect(cart.groups.find((g) => g.group_buy_id === target.group_buy_id)?.shipping_promise).toBe(promise);
      const opened = await call(t.app, 'POST', '/v1/checkouts', { headers: ben, body: { option_ids: [target.id] } });
      const checkout = CheckoutBody.parse(opened.json().data);
      expect(checkout.groups.find((g) => g.group_buy_id === target.group_buy_id)?.shipping_promise).toBe(promise);
      const option = (await detail(target.group_buy_id)).products.flatMap((p) => p.options).find((o) => o.id === target.id);
      expect(promise).toContain(option?.deliverInfo.description);
    } finally {
      await call(t.app, 'DELETE', `/v2/shoppingcart/items/${target.id}`, { headers: ben });
    }
  });
});
