import { formOf, openMpg, payByCard, postForm } from '../helpers/sandboxMpg';
import { dialects, type TestApp } from '../helpers/testApp';
import { optionOnSale, placeOrder, readyCheckout } from '../checkout/fixtures';
import { tokenHeaders } from './visitors';
import { browserCookies, createPageApp, fullLoad } from './pageApp';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
/** React writes a text node's pieces apart (`<!-- -->`); the page as read has them together. */
const text = (html: string) => html.replace(/<!-- -->/g, '');

/** Issue 30: the payment results and 適合寶寶 are in the server's HTML, on desktop and on a phone. */
describe.each(dialects())('payment results and 適合寶寶 on a full load (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createPageApp(dialect);
    cookie = await browserCookies(t.app, 'amy@example.com', 'jiutuan-demo-1');
  }, 60_000);
  afterAll(() => t.close());

  async function order(skip: number, payment: string) {
    const headers = tokenHeaders(cookie);
    const checkoutId = await readyCheckout(t.app, headers, (await optionOnSale(t.db, { stock: 20, limit: 10, skip })).optionId, 1, payment);
    const data = (await placeOrder(t.app, headers, checkoutId, `trust-${payment}-${dialect}`)).json().data as { order_id: number; payment: { id: number } };
    return { headers, checkoutId, orderId: data.order_id, paymentId: data.payment.id };
  }

  it('an ATM order names the bank with its code, the account by fours, the amount and the deadline', async () => {
    const { headers, orderId, paymentId } = await order(20, 'atm');
    const { next } = await openMpg(t.app, headers, paymentId);
    const issued = await postForm(t.app, next.action, {});
    await postForm(t.app, formOf(issued.body).action, formOf(issued.body).fields);
    for (const agent of [undefined, IPHONE]) {
      const page = text((await fullLoad(t.app, `/member/order/detail?id=${orderId}`, { cookie, ...(agent ? { 'user-agent': agent } : {}) })).body);
      expect(page).toContain('中國信託 (822)');
      expect(page).toMatch(/data-testid="virtual-account"[^>]*>\d{4} \d{4} \d{4} \d{2}</);
      expect(page).toMatch(/轉帳金額<\/dt><dd data-testid="atm-amount">NT\$[\d,]+</);
      expect(page).toMatch(/繳費期限<\/dt><dd data-testid="atm-deadline">\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}</);
      expect(page).toContain('>複製<');
    }
  });

  it('a declined card says so on the checkout\'s result and offers 更換付款方式', async () => {
    const { headers, checkoutId, paymentId } = await order(21, 'card');
    await payByCard(t.app, headers, paymentId, '4000 0000 0000 0002');
    const page = text((await fullLoad(t.app, `/groupbuy/pay/v2/${checkoutId}`, { cookie, 'user-agent': IPHONE })).body);
    expect(page).toContain('發卡銀行沒有核准這筆交易');
    expect(page).toContain('>重新付款<');
    expect(page).toContain('>更換付款方式<');
  });

  it('home has Amy\'s 適合寶寶 row, with her toddler\'s age; a visitor\'s home has none', async () => {
    const member = text((await fullLoad(t.app, '/', { cookie })).body);
    expect(member).toContain('適合小芽的商品');
    expect(member).toMatch(/data-testid="baby-picks-age"[^>]*>1 歲 \d+ 個月</);
    expect(text((await fullLoad(t.app, '/')).body)).not.toContain('home-baby-picks');
  });

  it('a product whose goods have an age says 「適合 …」; one without says nothing', async () => {
    const tagged = await t.db.selectFrom('group_buy_ages').innerJoin('products', 'products.group_buy_id', 'group_buy_ages.group_buy_id')
      .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id').select('products.id').where('group_buy_ages.age', '=', '6-12m')
      .where('group_buys.is_adult_only', '=', 0).orderBy('products.id').limit(1).executeTakeFirstOrThrow();
    expect(text((await fullLoad(t.app, `/market/${tagged.id}`, { 'user-agent': IPHONE })).body)).toMatch(/data-testid="age-fit"[^>]*>適合 [^<]*(個月|歲)[^<]*</);
    const untagged = await t.db.selectFrom('products').select('id')
      .where('group_buy_id', 'not in', (eb) => eb.selectFrom('group_buy_ages').select('group_buy_id')).orderBy('id').limit(1).executeTakeFirstOrThrow();
    expect((await fullLoad(t.app, `/market/${untagged.id}`)).body).not.toContain('data-testid="age-fit"');
  });
});
