import type { Newable } from 'inversify';
import { LoadCart } from '../../../src/application/purchase/cartUseCases';
import { SessionStore } from '../../../src/application/shell/SessionStore';
import { buyableOptionIds, groupCartLines } from '../../../src/domain/purchase/cart';
import type { GroupBuyDetail } from '../../../src/domain/purchase/GroupBuyDetail';
import { InMemoryCartGateway, InMemoryPurchaseCatalog } from '../../../src/infrastructure/memory/InMemoryPurchase';
import { givenShop } from '../shop';
import { PanelProductMother } from '../mothers/PanelProductMother';
import { UserMetaMother } from '../mothers/UserMetaMother';

/** 紗布巾團 (group-buy 2, option 111 at NT$399) closed yesterday. */
const endedGroupBuy = (): GroupBuyDetail => {
  const bodysuit = PanelProductMother.bodysuit();
  const product = PanelProductMother.bodysuit({ itemId: 8, groupId: 2, title: '竹纖維紗布巾', options: bodysuit.options.map((o) => ({ ...o, id: o.id + 100 })) });
  const detail = PanelProductMother.groupBuy(product);
  return { ...detail, card: { ...detail.card, title: '紗布巾團' }, endsAt: 1 };
};

/** Amy's cart: 2 × 70cm (NT$399) of 有機棉包屁衣團 with 滿500折50, and 1 × 70cm of the ended 紗布巾團. */
function givenAmysCart() {
  const shop = givenShop();
  const get = <T>(c: Newable<T>): T => shop.container.get<T>(c);
  get(InMemoryPurchaseCatalog).with(PanelProductMother.groupBuy()).with(endedGroupBuy());
  get(SessionStore).resolve({ ...UserMetaMother.signedOut(), signedIn: true });
  const cart = get(InMemoryCartGateway);
  cart.promotions.set(1, [{ kind: 'amount_off', threshold: 500, amount: 50 }]);
  cart.lines.set(11, 2).set(111, 1);
  return { get };
}

describe('LoadCart prices the cart the way the checkout will', () => {
  it('applies the group-buy promotion, charges 宅配 below the threshold and says how much more ships free', async () => {
    const cart = await givenAmysCart().get(LoadCart).execute();
    expect(cart.groups).toEqual([{
      groupBuyId: 1, groupBuyTitle: '有機棉包屁衣團', subtotal: 798, discounts: [{ label: '滿500折50', saved: 50 }], total: 748,
      shippingFee: 100, missingForFreeShipping: 752, freeShippingFrom: 1500,
    }]);
    expect(cart.summary).toEqual({ goods: 798, promotionDiscount: 50, couponDiscount: 0, creditUsed: 0, shippingFee: 100, total: 848 });
  });

  it('keeps a line of an ended group-buy with its reason, out of the total and of 結帳', async () => {
    const cart = await givenAmysCart().get(LoadCart).execute();
    expect(cart.lines.find((l) => l.optionId === 111)).toMatchObject({ status: 'ended', reason: '團購已結束', purchaseLimit: 0 });
    expect(cart.total).toBe(798);
    expect(buyableOptionIds(cart.lines)).toEqual([11]);
    expect(groupCartLines(cart.lines, cart.groups).map((g) => [g.groupBuyTitle, g.lines.length, g.pricing?.total ?? null])).toEqual([
      ['有機棉包屁衣團', 1, 748],
      ['紗布巾團', 1, null],
    ]);
  });

  it('ships free once the group-buy reaches the threshold', async () => {
    const { get } = givenAmysCart();
    get(InMemoryCartGateway).lines.set(12, 5).delete(111);
    const cart = await get(LoadCart).execute();
    expect(cart.groups[0]).toMatchObject({ subtotal: 2793, total: 2743, shippingFee: 0, missingForFreeShipping: 0 });
    expect(cart.summary.total).toBe(2743);
  });
});
