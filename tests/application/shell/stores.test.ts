import { LoginDialogController } from '../../../src/application/shell/LoginDialogController';
import { NavigationProgress, PROGRESS_HIDE_DELAY_MS } from '../../../src/application/shell/NavigationProgress';
import { ToastCenter } from '../../../src/application/shell/ToastCenter';
import { SessionStore } from '../../../src/application/shell/SessionStore';
import { UserMetaMother } from '../mothers/UserMetaMother';
import { givenShop } from '../shop';

describe('ToastCenter (SPEC §4.4)', () => {
  it('shows toasts and clears each after 3000 ms', () => {
    const { container, scheduler } = givenShop();
    const toasts = container.get(ToastCenter);
    toasts.show('已加入購物車');
    scheduler.advance(1000);
    toasts.show('已加入追蹤');
    expect(toasts.state$.getValue().map((t) => t.text)).toEqual(['已加入購物車', '已加入追蹤']);
    scheduler.advance(2000);
    expect(toasts.state$.getValue().map((t) => t.text)).toEqual(['已加入追蹤']);
    scheduler.advance(1000);
    expect(toasts.state$.getValue()).toEqual([]);
  });
});

describe('LoginDialogController', () => {
  it('opens with what the visitor was doing and where to go next, and closes clean', () => {
    const dialog = givenShop().container.get(LoginDialogController);
    dialog.open({ actionName: '點擊補貨通知我', redirectTo: '/groupbuy/shoppingcart' });
    expect(dialog.state$.getValue()).toEqual({ open: true, actionName: '點擊補貨通知我', redirectTo: '/groupbuy/shoppingcart' });
    dialog.close();
    expect(dialog.state$.getValue()).toEqual({ open: false, actionName: null, redirectTo: null });
  });
});

describe('SessionStore', () => {
  it('starts empty and takes the badge counts from a resolved meta', () => {
    const store = givenShop().container.get(SessionStore);
    expect(store.state$.getValue()).toBeNull();
    store.resolve(UserMetaMother.amy({ cartCount: 3, notificationCount: 120 }));
    expect(store.state$.getValue()).toMatchObject({ cartCount: 3, notificationCount: 120, user: { signedIn: true } });
    expect(store.signedIn()).toBe(true);
  });

  it('moves one badge without touching the member, and never below zero', () => {
    const store = givenShop().container.get(SessionStore);
    store.resolve(UserMetaMother.amy({ cartCount: 3, notificationCount: 1 }));
    store.setNotificationCount(-2);
    expect(store.state$.getValue()).toMatchObject({ cartCount: 3, notificationCount: 0 });
    store.setNotificationCount(4.7);
    expect(store.state$.getValue()).toMatchObject({ cartCount: 3, notificationCount: 4, user: { nickname: UserMetaMother.amy().nickname } });
  });

  it('holds the cart once: its ids and the badge’s count are written together, and a new session forgets the last ids', () => {
    const store = givenShop().container.get(SessionStore);
    store.resolve(UserMetaMother.amy({ cartCount: 3 }));
    expect(store.state$.getValue()?.cartItemIds).toBeUndefined();
    store.setCart([11, 12]);
    expect(store.state$.getValue()).toMatchObject({ cartCount: 2, cartItemIds: [11, 12] });
    store.resolve(UserMetaMother.signedOut());
    expect(store.state$.getValue()).toMatchObject({ cartCount: 0 });
    expect(store.state$.getValue()?.cartItemIds).toBeUndefined();
  });

  it('ignores a badge change before the session is known', () => {
    const store = givenShop().container.get(SessionStore);
    store.setCart([2, 3]);
    expect(store.state$.getValue()).toBeNull();
  });
});

describe('NavigationProgress (SPEC §4.4)', () => {
  it('climbs 2 per 100 ms, finishes by itself above 95, then hides', () => {
    const { container, scheduler } = givenShop();
    const progress = container.get(NavigationProgress);
    progress.start('mobile');
    scheduler.advance(500);
    expect(progress.state$.getValue()).toEqual({ percent: 10, color: 'pink', running: true });
    scheduler.advance(4300);
    expect(progress.state$.getValue()).toEqual({ percent: 100, color: 'pink', running: false });
    scheduler.advance(PROGRESS_HIDE_DELAY_MS);
    expect(progress.state$.getValue().percent).toBeNull();
    expect(scheduler.pendingCount()).toBe(0);
  });

  it('turns red when the navigation fails', () => {
    const { container, scheduler } = givenShop();
    const progress = container.get(NavigationProgress);
    progress.start('desktop');
    scheduler.advance(300);
    expect(progress.state$.getValue().color).toBe('blue');
    progress.fail();
    expect(progress.state$.getValue()).toEqual({ percent: 100, color: 'red', running: false });
  });

  it('ignores finish when it never started', () => {
    const progress = givenShop().container.get(NavigationProgress);
    progress.finish();
    expect(progress.state$.getValue().percent).toBeNull();
  });
});
