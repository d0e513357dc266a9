import 'reflect-metadata';
import { PlaceOrder } from '../../../src/application/checkout/PlaceOrder';
import { CountingIdempotencyKeys, InMemoryOrderDesk } from '../../../src/infrastructure/memory/InMemoryOrderDesk';

function shop(stock: number) {
  const desk = new InMemoryOrderDesk();
  desk.stock.set(7, stock);
  desk.checkouts.set(1, [{ optionId: 7, quantity: 1 }]);
  return { desk, placeOrder: new PlaceOrder(desk, new CountingIdempotencyKeys('amy')) };
}

describe('PlaceOrder', () => {
  it('sends the same key again after a lost answer, so one order is made', async () => {
    const { desk, placeOrder } = shop(5);
    desk.loseNextAnswer = true;
    await expect(placeOrder.execute({ checkoutId: 1, expectedTotal: 500 })).rejects.toThrow();
    const retried = await placeOrder.execute({ checkoutId: 1, expectedTotal: 500 });
    expect(retried).toEqual({ ok: true, value: { orderId: 1, number: 'JT20261123000001' } });
    expect(desk.orders).toHaveLength(1);
  });

  it('takes a new key after a refusal and changes nothing', async () => {
    const { desk, placeOrder } = shop(0);
    const refused = await placeOrder.execute({ checkoutId: 1, expectedTotal: 500 });
    expect(refused).toEqual({ ok: false, error: { code: 'ORDER_LINES_UNAVAILABLE', message: '', lines: { 7: '商品已售完' } } });
    desk.stock.set(7, 1);
    expect((await placeOrder.execute({ checkoutId: 1, expectedTotal: 500 })).ok).toBe(true);
    expect(desk.stock.get(7)).toBe(0);
  });

  it('sends the total the parent saw, and a higher one is hers to confirm', async () => {
    const { desk, placeOrder } = shop(5);
    desk.totals.set(1, 600);
    const refused = await placeOrder.execute({ checkoutId: 1, expectedTotal: 500 });
    expect(refused).toEqual({ ok: false, error: { code: 'ORDER_TOTAL_CHANGED', message: '', lines: { total: '600', expected_total: '500' } } });
    expect(desk.orders).toHaveLength(0);
    expect((await placeOrder.execute({ checkoutId: 1, expectedTotal: 600 })).ok).toBe(true);
  });
});
