import { createApiClient } from '../../../src/infrastructure/http/ApiClient';
import { ApiCartGateway } from '../../../src/infrastructure/http/ApiPurchaseGateways';
import { givenApi } from './fakeApi';

const line = (optionId: number, groupBuyId: number, overrides: Record<string, unknown> = {}) => ({
  option_id: optionId, product_id: optionId * 10, group_buy_id: groupBuyId, group_buy_title: `團購 ${groupBuyId}`, product_title: '有機棉包屁衣',
  size: '70cm', image: '/images/gb/1.svg', unit_price: 600, quantity: 2, purchase_limit: 5, subtotal: 1200, status: 'ok', ...overrides,
});

/** The server's cart: one buyable line with 滿1,000折100, one in a group-buy that ended (its row still says ok). */
const pricedCart = {
  lines: [line(11, 1), line(21, 2, { quantity: 1, subtotal: 600 })],
  total: 1200,
  groups: [{
    group_buy_id: 1, group_buy_title: '團購 1', subtotal: 1200, discounts: [{ label: '滿1,000折100', saved: 100 }], total: 1100,
    shipping_fee: 100, missing_for_free_shipping: 400, free_shipping_from: 1500,
  }],
  summary: { goods: 1200, promotion_discount: 100, coupon_discount: 0, credit_used: 0, shipping_fee: 100, total: 1200 },
  unavailable: [{ option_id: 21, status: 'ended', reason: '團購已結束' }],
};

describe('ApiCartGateway reads the cart with its pricing', () => {
  it('maps the groups, the summary and an unavailable line with its status and reason', async () => {
    const { api, http } = givenApi();
    api.on('get', '/v2/shoppingcart', { status: 200, data: { data: pricedCart } });
    const cart = await new ApiCartGateway(createApiClient(http, { parseAnswers: true })).load();
    expect(cart.total).toBe(1200);
    expect(cart.groups).toEqual([{
      groupBuyId: 1, groupBuyTitle: '團購 1', subtotal: 1200, discounts: [{ label: '滿1,000折100', saved: 100 }], total: 1100,
      shippingFee: 100, missingForFreeShipping: 400, freeShippingFrom: 1500,
    }]);
    expect(cart.summary).toEqual({ goods: 1200, promotionDiscount: 100, couponDiscount: 0, creditUsed: 0, shippingFee: 100, total: 1200 });
    expect(cart.lines.map((l) => [l.optionId, l.status, l.reason, l.purchaseLimit])).toEqual([[11, 'ok', null, 5], [21, 'ended', '團購已結束', 0]]);
  });

  it('takes the priced cart from the answers of a quantity change and a removal', async () => {
    const { api, http } = givenApi();
    api.on('patch', '/v2/shoppingcart/items/11', { status: 200, data: { data: pricedCart } });
    api.on('delete', '/v2/shoppingcart/items/21', { status: 200, data: { data: { ...pricedCart, lines: [line(11, 1)], unavailable: [] } } });
    const gateway = new ApiCartGateway(createApiClient(http, { parseAnswers: true }));
    expect((await gateway.changeQuantity(11, 2)).summary.total).toBe(1200);
    expect(api.requests.at(-1)?.data).toEqual({ number: 2 });
    expect((await gateway.remove(21)).lines.map((l) => l.status)).toEqual(['ok']);
  });

  it('refuses an answer without the pricing', async () => {
    const { api, http } = givenApi();
    api.on('get', '/v2/shoppingcart', { status: 200, data: { data: { lines: [], total: 0 } } });
    await expect(new ApiCartGateway(createApiClient(http, { parseAnswers: true })).load()).rejects.toThrow();
  });
});
