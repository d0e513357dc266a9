import fc from 'fast-check';
import { DEFAULT_FREE_SHIPPING_FROM, shippingFor } from '../../../src/domain/checkout/delivery';
import { freeShippingFrom, shippingPromise } from '../../../src/domain/shipping/shippingPromise';

describe('the one shipping promise', () => {
  it('says when the parcel leaves and from how much it ships free', () => {
    expect(shippingPromise({ dispatch: { kind: 'stock', days: 2 }, freeFrom: 999 })).toEqual({
      promise: '付款後 2 個工作天內出貨・滿 NT$999 免運',
      dispatch: '付款後 2 個工作天內出貨',
      free: '滿 NT$999 免運',
      fees: '宅配 NT$100・超商取貨 NT$60',
    });
    expect(shippingPromise({ dispatch: { kind: 'after_close', days: 7 }, freeFrom: 1500 }).promise).toBe('結團後 7 個工作天內出貨・滿 NT$1,500 免運');
  });

  it('promises free shipping outright at a threshold of 0, and names no fee then', () => {
    const promise = shippingPromise({ dispatch: { kind: 'stock', days: 1 }, freeFrom: 0 });
    expect(promise.promise).toBe('付款後 1 個工作天內出貨・免運');
    expect(promise.fees).toBe('宅配、超商取貨都免運費');
  });

  it('takes the lowest of the branch threshold (the shop default when none) and the 免運 promotions', () => {
    expect(freeShippingFrom(999, [])).toBe(999);
    expect(freeShippingFrom(null, [])).toBe(DEFAULT_FREE_SHIPPING_FROM);
    expect(freeShippingFrom(1500, [999, 0])).toBe(0);
  });

  it('promises exactly the threshold the checkout charges by', () => {
    const threshold = fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null });
    fc.assert(fc.property(threshold, fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 3 }), fc.integer({ min: 0, max: 6000 }), (branch, promos, goods) => {
      const freeFrom = freeShippingFrom(branch, promos);
      const charged = shippingFor('home', goods, [branch ?? DEFAULT_FREE_SHIPPING_FROM, promos.length > 0 ? Math.min(...promos) : null]);
      expect(charged.freeFrom).toBe(freeFrom);
      expect(charged.fee === 0).toBe(goods >= freeFrom);
    }));
  });
});
