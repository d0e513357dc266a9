import type { Newable } from 'inversify';
import { AddToCart } from '../../../src/application/purchase/AddToCart';
import { CancelAdult, ConfirmAdult, NeedsAdultConfirmation } from '../../../src/application/purchase/adultConfirmation';
import { ChangeCartQuantity, LoadCart, RemoveCartLine } from '../../../src/application/purchase/cartUseCases';
import { FollowOption } from '../../../src/application/purchase/FollowOption';
import { LoadItem } from '../../../src/application/purchase/loads';
import { ToggleGroupBuyFollow, UnfollowOption } from '../../../src/application/purchase/UnfollowOption';
import { LoginDialogController } from '../../../src/application/shell/LoginDialogController';
import { SessionStore } from '../../../src/application/shell/SessionStore';
import { WishListStore } from '../../../src/application/purchase/stores';
import { InMemoryCartGateway, InMemoryPurchaseCatalog, InMemoryTracking, InMemoryWishListGateway } from '../../../src/infrastructure/memory/InMemoryPurchase';
import { InMemoryErrorReporter } from '../../../src/infrastructure/reporting/InMemoryErrorReporter';
import { givenShop } from '../shop';
import { PanelProductMother } from '../mothers/PanelProductMother';
import { UserMetaMother } from '../mothers/UserMetaMother';

function givenBuyer(signedIn = true) {
  const shop = givenShop();
  const get = <T>(c: Newable<T>): T => shop.container.get<T>(c);
  get(InMemoryPurchaseCatalog).with(PanelProductMother.groupBuy());
  get(SessionStore).resolve({ ...UserMetaMother.signedOut(), signedIn });
  const cartCount = () => get(SessionStore).state$.getValue()?.cartCount;
  return { ...shop, get, cartCount };
}

describe('AddToCart (SPEC §4.5, §8)', () => {
  it('adds, moves the badge, tracks the event and answers 已加入購物車', async () => {
    const { get, cartCount } = givenBuyer();
    expect(await get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 2 })).toEqual({ ok: true, value: { message: '已加入購物車' } });
    expect(cartCount()).toBe(1);
    expect(get(InMemoryTracking).events).toEqual([{ optionId: 11, quantity: 2, groupBuyId: 1 }]);
  });

  it('ignores a second tap while the first is pending', async () => {
    const { get } = givenBuyer();
    let release!: () => void;
    get(InMemoryCartGateway).hold = new Promise((resolve) => (release = resolve));
    const first = get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 });
    expect(await get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 })).toBeNull();
    release();
    expect((await first)?.ok).toBe(true);
    expect(get(InMemoryCartGateway).lines.get(11)).toBe(1);
  });

  it('answers the limit, sold-out and failure outcomes of SPEC §8, and reports only the unknown failure', async () => {
    const { get } = givenBuyer();
    const add = async (optionId: number, quantity = 1) => {
      const outcome = await get(AddToCart).execute({ groupBuyId: 1, optionId, quantity });
      return outcome?.ok ? outcome.value.message : outcome?.error;
    };
    expect(await add(11, 3)).toBe('已加入購物車');
    expect(await add(11)).toEqual({ code: 'UNCHANGED_QTY', message: '商品已達限購上限' });
    expect(await add(10)).toEqual({ code: 'CART_ITEM_SOLD_OUT', message: '加入購物車失敗，庫存不足' });
    expect(await add(999)).toEqual({ code: 'CART_ITEM_NOT_FOUND', message: '加入購物車失敗，查無此商品' });
    get(InMemoryCartGateway).failWith = new Error('network down');
    expect(await add(12)).toEqual({ code: 'ADD_FAILED', message: '暫時無法加入購物車！' });
    expect(get(InMemoryErrorReporter).reports).toHaveLength(1);
    expect(get(InMemoryTracking).events).toHaveLength(1);
  });

  it('asks a visitor to sign in, and adds nothing when the login is closed; it needs a chosen option', async () => {
    const { get } = givenBuyer(false);
    const adding = get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 });
    expect(get(LoginDialogController).state$.getValue()).toMatchObject({ open: true, actionName: '點擊加入購物車' });
    expect(await get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 })).toBeNull();
    get(LoginDialogController).close();
    expect(await adding).toMatchObject({ ok: false, error: { code: 'SIGN_IN_REQUIRED' } });
    expect(await get(AddToCart).execute({ groupBuyId: 1, optionId: null, quantity: 1 })).toEqual({ ok: false, error: { code: 'CHOOSE_OPTION', message: '請先選擇規格' } });
    expect(get(InMemoryCartGateway).lines.size).toBe(0);
  });

  it('finishes a visitor\'s add once the login it opened signs in', async () => {
    const { get } = givenBuyer(false);
    const adding = get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 });
    get(SessionStore).resolve({ ...UserMetaMother.signedOut(), signedIn: true });
    get(LoginDialogController).close();
    expect(await adding).toMatchObject({ ok: true, value: { message: '已加入購物車' } });
    expect(get(InMemoryCartGateway).lines.size).toBe(1);
  });
});

describe('FollowOption / UnfollowOption (SPEC §4.5)', () => {
  it('opens the login with 點擊補貨通知我 for a visitor and does nothing else', async () => {
    const { get } = givenBuyer(false);
    expect(await get(FollowOption).execute({ productId: 7, optionId: 10 })).toMatchObject({ ok: false, error: { code: 'SIGN_IN_REQUIRED' } });
    expect(get(LoginDialogController).state$.getValue()).toMatchObject({ open: true, actionName: '點擊補貨通知我' });
    expect(get(InMemoryWishListGateway).follows).toEqual([]);
  });

  it('follows and unfollows with the §8 messages and a refreshed wish list', async () => {
    const { get } = givenBuyer();
    const texts: string[] = [];
    const say = (outcome: { ok: true; value: { message: string } } | { ok: false; error: { message: string } }) =>
      texts.push(outcome.ok ? outcome.value.message : outcome.error.message);
    say(await get(FollowOption).execute({ productId: 7, optionId: 10 }));
    expect(get(WishListStore).state$.getValue()?.products).toEqual([{ id: 7, optionIds: [10] }]);
    say(await get(UnfollowOption).execute({ productId: 7, optionId: 10 }));
    expect(get(WishListStore).state$.getValue()?.totalCount).toBe(0);
    get(InMemoryWishListGateway).failWith = new Error('503');
    say(await get(FollowOption).execute({ productId: 7, optionId: 10 }));
    say(await get(UnfollowOption).execute({ productId: 7, optionId: 10 }));
    expect(texts).toEqual(['已加入追蹤', '已移除追蹤', '暫時無法加入追蹤', '暫時無法移除追蹤']);
  });
});

describe('adult confirmation use cases (SPEC §4.3)', () => {
  it('confirms for 30 minutes and cancels to false', () => {
    const { get, clock } = givenBuyer();
    expect(get(NeedsAdultConfirmation).execute()).toBe(true);
    get(ConfirmAdult).execute();
    expect(get(NeedsAdultConfirmation).execute()).toBe(false);
    clock.advance(30 * 60_000);
    expect(get(NeedsAdultConfirmation).execute()).toBe(true);
    get(CancelAdult).execute();
    expect(get(NeedsAdultConfirmation).execute()).toBe(true);
  });
});

describe('cart page use cases', () => {
  it('loads, changes within the limit and removes, moving the badge each time', async () => {
    const { get, cartCount } = givenBuyer();
    await get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 });
    expect((await get(LoadCart).execute()).total).toBe(399);
    const changed = await get(ChangeCartQuantity).execute({ optionId: 11, quantity: 3, purchaseLimit: 3 });
    expect(changed.ok && changed.value.cart.total).toBe(1197);
    expect(await get(ChangeCartQuantity).execute({ optionId: 11, quantity: 4, purchaseLimit: 3 })).toEqual({
      ok: false, error: { code: 'QUANTITY_OVER_LIMIT', message: '數量超過此規格的限購數量' },
    });
    expect(await get(RemoveCartLine).execute({ optionId: 11 })).toMatchObject({ ok: true, value: { message: '已從購物車移除' } });
    expect(cartCount()).toBe(0);
    get(InMemoryCartGateway).failWith = new Error('network down');
    expect(await get(RemoveCartLine).execute({ optionId: 11 })).toEqual({ ok: false, error: { code: 'CART_CHANGE_FAILED', message: '暫時無法更新購物車' } });
  });

  it('loads an item with its group-buy', async () => {
    const { get } = givenBuyer();
    const page = await get(LoadItem).execute({ itemId: 7 });
    expect(page.product.title).toBe('有機棉包屁衣');
    await expect(get(LoadItem).execute({ itemId: 8 })).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('ToggleGroupBuyFollow (追蹤團購)', () => {
  it('follows a group-buy, then unfollows it, with the messages of SPEC §8', async () => {
    const { get } = givenBuyer();
    expect(await get(ToggleGroupBuyFollow).execute({ groupBuyId: 1 })).toEqual({ ok: true, value: { message: '已加入追蹤' } });
    expect(get(WishListStore).state$.getValue()?.groupBuyIds).toEqual([1]);
    expect(await get(ToggleGroupBuyFollow).execute({ groupBuyId: 1 })).toEqual({ ok: true, value: { message: '已移除追蹤' } });
    expect(get(WishListStore).state$.getValue()?.groupBuyIds).toEqual([]);
  });

  it('asks a visitor to sign in, naming the action', async () => {
    const { get } = givenBuyer(false);
    expect(await get(ToggleGroupBuyFollow).execute({ groupBuyId: 1 })).toMatchObject({ ok: false, error: { code: 'SIGN_IN_REQUIRED' } });
    expect(get(LoginDialogController).state$.getValue()).toMatchObject({ open: true, actionName: '點擊追蹤團購' });
  });
});
