import type { Newable } from 'inversify';
import { FollowScrollInApp } from '../../../src/application/appBridge/FollowScrollInApp';
import { FollowToolbarInApp } from '../../../src/application/appBridge/FollowToolbarInApp';
import { OpenCustomerService } from '../../../src/application/appBridge/OpenCustomerService';
import { SyncCartWithApp } from '../../../src/application/appBridge/SyncCartWithApp';
import { TellAppSelectedOption } from '../../../src/application/appBridge/TellAppSelectedOption';
import { ClearUtm } from '../../../src/application/auth/ClearUtm';
import { AddToCart } from '../../../src/application/purchase/AddToCart';
import { LoadCart, RemoveCartLine } from '../../../src/application/purchase/cartUseCases';
import { SessionStore } from '../../../src/application/shell/SessionStore';
import { cartHash } from '../../../src/domain/appBridge/cartHash';
import { InMemoryPurchaseCatalog } from '../../../src/infrastructure/memory/InMemoryPurchase';
import { RecordingAppBridge } from '../../../src/infrastructure/native-bridge/RecordingAppBridge';
import { PanelProductMother } from '../mothers/PanelProductMother';
import { UserMetaMother } from '../mothers/UserMetaMother';
import { givenShop } from '../shop';

function givenApp(version: string | null = '7.2.0') {
  const shop = givenShop();
  const get = <T>(c: Newable<T>): T => shop.container.get<T>(c);
  const app = get(RecordingAppBridge);
  if (version) app.openInApp(version);
  get(InMemoryPurchaseCatalog).with(PanelProductMother.groupBuy());
  get(SessionStore).resolve({ ...UserMetaMother.signedOut(), signedIn: true });
  return { get, app };
}

describe('SyncCartWithApp', () => {
  it('tells the app the count it starts with, then every new count and cart hash', async () => {
    const { get, app } = givenApp();
    get(SyncCartWithApp).execute();
    get(SyncCartWithApp).execute();
    await get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 });
    await get(AddToCart).execute({ groupBuyId: 1, optionId: 12, quantity: 1 });
    await get(RemoveCartLine).execute({ optionId: 11 });
    expect(app.received).toEqual([
      { action: 'updateShoppingCartCount', payload: { count: 0 } },
      { action: 'setShoppingCartHash', payload: { hash: cartHash([11]) } },
      { action: 'updateShoppingCartCount', payload: { count: 1 } },
      { action: 'setShoppingCartHash', payload: { hash: cartHash([11, 12]) } },
      { action: 'updateShoppingCartCount', payload: { count: 2 } },
      { action: 'setShoppingCartHash', payload: { hash: cartHash([12]) } },
      { action: 'updateShoppingCartCount', payload: { count: 1 } },
    ]);
  });

  it('says nothing again when reloading the cart changes nothing', async () => {
    const { get, app } = givenApp();
    await get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 });
    get(SyncCartWithApp).execute();
    await get(LoadCart).execute();
    expect(app.actions()).toEqual(['updateShoppingCartCount']);
  });

  it('keeps the cart hash from an app of 6.1.4 or older, and does nothing outside the app', async () => {
    const old = givenApp('6.1.4');
    old.get(SyncCartWithApp).execute();
    await old.get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 });
    expect(old.app.actions()).toEqual(['updateShoppingCartCount', 'updateShoppingCartCount']);
    const web = givenApp(null);
    web.get(SyncCartWithApp).execute();
    await web.get(AddToCart).execute({ groupBuyId: 1, optionId: 11, quantity: 1 });
    expect(web.app.received).toEqual([]);
  });
});

describe('the other app messages', () => {
  it('tells the app the chosen size', () => {
    const { get, app } = givenApp();
    get(TellAppSelectedOption).execute({ groupBuyId: 1, productId: 5, optionId: 11, size: 'M' });
    expect(app.received).toEqual([{ action: 'updateSelectedProd', payload: { groupBuyId: 1, productId: 5, optionId: 11, size: 'M' } }]);
  });

  it('opens the app customer service in the app, the web card outside it', () => {
    expect(givenApp().get(OpenCustomerService).execute()).toBe('app');
    expect(givenApp(null).get(OpenCustomerService).execute()).toBe('web');
  });

  it('follows the scroll and the checkout pages, each change once', () => {
    const { get, app } = givenApp();
    const scroll = (scrollY: number) => get(FollowScrollInApp).execute({ scrollY, viewportHeight: 800 });
    [400, 900, 1200, 0].forEach(scroll);
    const toolbar = (checkoutPage: boolean) => get(FollowToolbarInApp).execute({ checkoutPage });
    [false, true, true, false].forEach(toolbar);
    expect(app.actions()).toEqual(['openScrollUpState', 'closeScrollUpState', 'scrollTop', 'hideToolbar', 'showToolbar']);
  });

  it('clears the app campaign data with the web one', async () => {
    const { get, app } = givenApp();
    await get(ClearUtm).execute();
    expect(app.actions()).toEqual(['cleanAppUtmData']);
  });
});
