import type { Newable } from 'inversify';
import { AddToCart } from '../../../src/application/purchase/AddToCart';
import { CancelAdult, ConfirmAdult, NeedsAdultConfirmation } from '../../../src/application/purchase/adultConfirmation';
import { ChangeCartQuantity, LoadCart, RemoveCartLine } from '../../../src/application/purchase/cartUseCases';
import { FollowOption } from '../../../src/application/purchase/FollowOption';
import { LoadItem } from '../../../src/application/purchase/loads';
import { ToggleGroupBuyFollow, UnfollowOption } from '../../../src/application/purchase/UnfollowOption';
import { CartCountStore } from '../../../src/application/shell/CartCountStore';
import { LoginDialogController } from '../../../src/application/shell/LoginDialogController';
import { ToastCenter } from '../../../src/application/shell/ToastCenter';
import { UserMetaStore } from '../../../src/application/shell/UserMetaStore';
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
  get(UserMetaStore).set({ ...UserMetaMother.signedOut(), signedIn });
  const toasts = () => get(ToastCenter).state$.getValue().map((t) => t.text);
  return { ...shop, get, toasts };
}

describe('AddToCart (SPEC §4.5, §8)', () => {
  it('adds, moves the badge, tracks the event and runs the callback', async () => {
    const { get, toasts } = givenBuyer();
    const onAdded = jest.fn();
    expect(await get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 2, onAdded })).toBe('added');
    expect(toasts()).toEqual(['已加入購物車']);
    expect(get(CartCountStore).state$.getValue()).toBe(1);
    expect(get(InMemoryTracking).events).toEqual([{ optionId: 11, quantity: 2, groupBuyId: 1 }]);
    expect(onAdded).toHaveBeenCalledTimes(1);
  });

  it('ignores a second tap while the first is pending', async () => {
    const { get } = givenBuyer();
    let release!: () => void;
    get(InMemoryCartGateway).hold = new Promise((resolve) => (release = resolve));
    const first = get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 });
    expect(await get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 })).toBe('ignored');
    release();
    expect(await first).toBe('added');
    expect(get(InMemoryCartGateway).lines.get(11)).toBe(1);
  });

  it('shows the limit, sold-out and failure messages, and reports unknown failures', async () => {
    const { get, toasts } = givenBuyer();
    await get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 3 });
    expect(await get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 })).toBe('not-added');
    await get(AddToCart).execute({ groupBuyId: 1, optionId: 10, quantity: 1 });
    await get(AddToCart).execute({ groupBuyId: 1, optionId: 999, quantity: 1 });
    get(InMemoryCartGateway).failWith = new Error('network down');
    await get(AddToCart).execute({ groupBuyId: 1, optionId: 12, quantity: 1 });
    expect(toasts()).toEqual(['已加入購物車', '商品已達限購上限', '加入購物車失敗，庫存不足', '加入購物車失敗，查無此商品', '暫時無法加入購物車！']);
    expect(get(InMemoryErrorReporter).reports).toHaveLength(1);
  });

  it('asks a visitor to sign in and needs a chosen option', async () => {
    const { get, toasts } = givenBuyer(false);
    expect(await get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 })).toBe('login');
    expect(get(LoginDialogController).state$.getValue().open).toBe(true);
    expect(await get(AddToCart).execute({ groupBuyId: 1, optionId: null, quantity: 1 })).toBe('choose-option');
    expect(toasts()).toEqual(['請先選擇規格']);
  });
});

describe('FollowOption / UnfollowOption (SPEC §4.5)', () => {
  it('opens the login with 點擊補貨通知我 for a visitor and does nothing else', async () => {
    const { get } = givenBuyer(false);
    expect(await get(FollowOption).execute({ productId: 7, optionId: 10 })).toBe('login');
    expect(get(LoginDialogController).state$.getValue()).toMatchObject({ open: true, actionName: '點擊補貨通知我' });
    expect(get(InMemoryWishListGateway).follows).toEqual([]);
  });

  it('follows and unfollows with toasts and a refreshed wish list', async () => {
    const { get, toasts } = givenBuyer();
    expect(await get(FollowOption).execute({ productId: 7, optionId: 10 })).toBe('done');
    expect(get(WishListStore).state$.getValue()?.products).toEqual([{ id: 7, optionIds: [10] }]);
    await get(UnfollowOption).execute({ productId: 7, optionId: 10 });
    expect(get(WishListStore).state$.getValue()?.totalCount).toBe(0);
    get(InMemoryWishListGateway).failWith = new Error('503');
    await get(FollowOption).execute({ productId: 7, optionId: 10 });
    await get(UnfollowOption).execute({ productId: 7, optionId: 10 });
    expect(toasts()).toEqual(['已加入追蹤', '已移除追蹤', '暫時無法加入追蹤', '暫時無法移除追蹤']);
  });
});

describe('adult confirmation use cases (SPEC §4.3)', () => {
  it('confirms for 30 minutes, cancels to false, and runs both callbacks', () => {
    const { get, clock } = givenBuyer();
    const callback = jest.fn();
    expect(get(NeedsAdultConfirmation).execute()).toBe(true);
    get(ConfirmAdult).execute(callback);
    expect(get(NeedsAdultConfirmation).execute()).toBe(false);
    clock.advance(30 * 60_000);
    expect(get(NeedsAdultConfirmation).execute()).toBe(true);
    get(CancelAdult).execute(callback);
    expect(get(NeedsAdultConfirmation).execute()).toBe(true);
    expect(callback).toHaveBeenCalledTimes(2);
  });
});

describe('cart page use cases', () => {
  it('loads, changes within the limit and removes, moving the badge each time', async () => {
    const { get } = givenBuyer();
    await get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 });
    expect((await get(LoadCart).execute()).total).toBe(399);
    const changed = await get(ChangeCartQuantity).execute({ optionId: 11, quantity: 3, purchaseLimit: 3 });
    expect(changed.ok && changed.value.total).toBe(1197);
    expect((await get(ChangeCartQuantity).execute({ optionId: 11, quantity: 4, purchaseLimit: 3 })).ok).toBe(false);
    await get(RemoveCartLine).execute({ optionId: 11 });
    expect(get(CartCountStore).state$.getValue()).toBe(0);
  });

  it('loads an item with its group-buy', async () => {
    const { get } = givenBuyer();
    const page = await get(LoadItem).execute({ itemId: 7 });
    expect(page.product.title).toBe('有機棉包屁衣');
    await expect(get(LoadItem).execute({ itemId: 8 })).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('ToggleGroupBuyFollow (追蹤團購)', () => {
  it('follows a group-buy, then unfollows it, with the toasts of SPEC §8', async () => {
    const { get, toasts } = givenBuyer();
    expect(await get(ToggleGroupBuyFollow).execute({ groupBuyId: 1 })).toBe('done');
    expect(get(WishListStore).state$.getValue()?.groupBuyIds).toEqual([1]);
    expect(await get(ToggleGroupBuyFollow).execute({ groupBuyId: 1 })).toBe('done');
    expect(get(WishListStore).state$.getValue()?.groupBuyIds).toEqual([]);
    expect(toasts()).toEqual(['已加入追蹤', '已移除追蹤']);
  });

  it('asks a visitor to sign in, naming the action', async () => {
    const { get } = givenBuyer(false);
    expect(await get(ToggleGroupBuyFollow).execute({ groupBuyId: 1 })).toBe('login');
    expect(get(LoginDialogController).state$.getValue()).toMatchObject({ open: true, actionName: '點擊追蹤團購' });
  });
});
