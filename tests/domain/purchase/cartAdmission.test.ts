import { admitToCart, quantityAfterAdd, type OptionForSale } from '../../../src/domain/purchase/cartAdmission';
import { InMemoryCartGateway, InMemoryPurchaseCatalog } from '../../../src/infrastructure/memory/InMemoryPurchase';
import { PanelProductMother } from '../../application/mothers/PanelProductMother';

const NOW = Date.UTC(2026, 10, 27, 2, 0, 0);
const HOUR = 3_600_000;
const onSale = (over: Partial<OptionForSale> = {}): OptionForSale => ({ startsAt: NOW - HOUR, endsAt: NOW + HOUR, discontinued: false, limit: 3, ...over });

/** The cart's admission rule, which the server's addToCart and the in-memory cart both decide by. */
describe('admitToCart', () => {
  it('admits an option on sale within its window, up to its limit', () => {
    expect(admitToCart(onSale(), NOW)).toEqual({ admitted: true, limit: 3 });
  });

  it('asks the window first: an ended or coming deal is refused as such, whatever its stock or sale', () => {
    expect(admitToCart(onSale({ endsAt: NOW, limit: 0, discontinued: true }), NOW)).toEqual({ admitted: false, code: 'CART_GROUPBUY_ENDED' });
    expect(admitToCart(onSale({ startsAt: NOW + 1, limit: 0 }), NOW)).toEqual({ admitted: false, code: 'CART_GROUPBUY_NOT_STARTED' });
  });

  it('then whether it is sold, then stock; an unknown option is not found', () => {
    expect(admitToCart(onSale({ discontinued: true, limit: 0 }), NOW)).toEqual({ admitted: false, code: 'CART_ITEM_DISCONTINUED' });
    expect(admitToCart(onSale({ limit: 0 }), NOW)).toEqual({ admitted: false, code: 'CART_ITEM_SOLD_OUT' });
    expect(admitToCart(null, NOW)).toEqual({ admitted: false, code: 'CART_ITEM_NOT_FOUND' });
  });

  it('caps an add at the limit and leaves a full line unchanged', () => {
    expect(quantityAfterAdd(1, 5, 3)).toBe(3);
    expect(quantityAfterAdd(3, 1, 3)).toBeNull();
  });
});

describe('the in-memory cart decides by the same rule', () => {
  // Was CART_GROUPBUY_ENDED in the fake; the server has always said discontinued for a group-buy no longer open.
  it('refuses an add to a group-buy closed within its window as discontinued, as the server does', async () => {
    const catalog = new InMemoryPurchaseCatalog().with({ ...PanelProductMother.groupBuy(), open: false });
    const cart = new InMemoryCartGateway(catalog, () => NOW);
    expect((await cart.add({ groupId: 1, optionId: 11, number: 1 })).answer).toEqual({ kind: 'rejected', code: 'CART_ITEM_DISCONTINUED' });
  });
});
