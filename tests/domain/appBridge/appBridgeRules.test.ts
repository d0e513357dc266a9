import { cartHash } from '../../../src/domain/appBridge/cartHash';
import { APP_BRIDGE_ACTIONS } from '../../../src/domain/appBridge/messages';
import { SCROLL_AT_TOP, scrollMessages, scrollStateOf } from '../../../src/domain/appBridge/scrollState';
import { appAccepts, compareVersions } from '../../../src/domain/appBridge/versionGates';

describe('version gates (SPEC §7)', () => {
  it('compares dotted versions by number, not as text', () => {
    expect(compareVersions('6.10.0', '6.9.9')).toBeGreaterThan(0);
    expect(compareVersions('6.1.4', '6.1.4')).toBe(0);
    expect(compareVersions('6.1', '6.1.4')).toBeLessThan(0);
  });

  it.each([
    ['6.1.4', ['setShoppingCartHash', 'openScrollUpState', 'closeScrollUpState', 'showToolbar', 'hideToolbar', 'trackingBridge']],
    ['6.1.5', ['trackingBridge']],
    ['6.9.9', ['trackingBridge']],
    ['6.10.0', []],
    ['not-a-version', ['setShoppingCartHash', 'openScrollUpState', 'closeScrollUpState', 'showToolbar', 'hideToolbar', 'trackingBridge']],
  ])('an app %s skips %j', (version, skipped) => {
    expect(APP_BRIDGE_ACTIONS.filter((action) => !appAccepts(action, version))).toEqual(skipped);
  });
});

describe('cartHash', () => {
  it('is the same for the same option ids in any order, and differs for another cart', () => {
    expect(cartHash([3, 1, 2])).toBe(cartHash([1, 2, 3, 3]));
    expect(cartHash([1, 2])).not.toBe(cartHash([1, 2, 3]));
    expect(cartHash([])).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('scrollMessages', () => {
  it('opens the back-to-top state past one screen, closes it above, and says when the page is back at the top', () => {
    const far = scrollStateOf(900, 800);
    const near = scrollStateOf(300, 800);
    expect(scrollMessages(SCROLL_AT_TOP, near)).toEqual([]);
    expect(scrollMessages(near, far).map((m) => m.action)).toEqual(['openScrollUpState']);
    expect(scrollMessages(far, far)).toEqual([]);
    expect(scrollMessages(far, scrollStateOf(0, 800)).map((m) => m.action)).toEqual(['closeScrollUpState', 'scrollTop']);
  });
});
