import { PopupStack, popupsOf } from '../../../src/application/shell/PopupStack';
import { ToastCenter } from '../../../src/application/shell/ToastCenter';
import { givenShop } from '../shop';

const coupon = { title: '首載 App 現領 $100 折價券', primaryText: '下載 App', primaryPath: '/app' };

describe('PopupStack (SPEC §4.4)', () => {
  it('sets a popup active and closes it after 3000 ms by default', () => {
    const { container, scheduler } = givenShop();
    const stack = container.get(PopupStack);
    const id = stack.set(coupon);
    expect(stack.active()).toMatchObject({ id, popup: coupon, scrollLock: false });
    scheduler.advance(2999);
    expect(stack.active()?.id).toBe(id);
    scheduler.advance(1);
    expect(stack.active()).toBeNull();
  });

  it('stacks popups, the newest on top, and an old timer never clears a newer one', () => {
    const { container, scheduler } = givenShop();
    const stack = container.get(PopupStack);
    const first = stack.set(coupon);
    scheduler.advance(1000);
    const second = stack.set({ title: '第二則' }, { scrollLock: true });
    expect(popupsOf(stack.state$.getValue()).map((entry) => entry.id)).toEqual([first, second]);
    stack.clear(first);
    stack.clear(first);
    scheduler.advance(2000);
    expect(stack.active()).toMatchObject({ id: second, scrollLock: true });
    scheduler.advance(1000);
    expect(stack.active()).toBeNull();
  });

  it('keeps a popup without a timer until it is cleared', () => {
    const { container, scheduler } = givenShop();
    const stack = container.get(PopupStack);
    const id = stack.set(coupon, { autoCloseMs: null });
    scheduler.advance(60_000);
    expect(stack.active()?.id).toBe(id);
    expect(scheduler.pendingCount()).toBe(0);
  });

  it('carries the toasts too: ToastCenter shows them through the same stack', () => {
    const { container, scheduler } = givenShop();
    const stack = container.get(PopupStack);
    const toasts = container.get(ToastCenter);
    toasts.show('已加入購物車');
    stack.set(coupon, { autoCloseMs: 5000 });
    expect(stack.state$.getValue().map((entry) => entry.kind)).toEqual(['toast', 'popup']);
    expect(toasts.state$.getValue().map((toast) => toast.text)).toEqual(['已加入購物車']);
    scheduler.advance(3000);
    expect(toasts.state$.getValue()).toEqual([]);
    expect(stack.active()).not.toBeNull();
  });
});
