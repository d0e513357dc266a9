import { appMessage, appSignal } from '../../../src/domain/appBridge/messages';
import { NoopAppBridge } from '../../../src/infrastructure/native-bridge/NoopAppBridge';
import { BRIDGE_LOG_KEY, BRIDGE_LOG_SWITCH, SessionStorageBridgeLog } from '../../../src/infrastructure/native-bridge/SessionStorageBridgeLog';
import { WebviewAppBridge, type BridgeWindow } from '../../../src/infrastructure/native-bridge/WebviewAppBridge';

function iosWindow() {
  const posted: unknown[] = [];
  const win: BridgeWindow = { webkit: { messageHandlers: { jiutuan: { postMessage: (message) => posted.push(message) } } } };
  return { win, posted };
}

function androidWindow() {
  const posted: string[] = [];
  const win: BridgeWindow = { JiutuanAndroid: { postMessage: (json) => posted.push(json) } };
  return { win, posted };
}

const count = appMessage('updateShoppingCartCount', { count: 3 });

describe('WebviewAppBridge (SPEC §7)', () => {
  it('posts { action, payload } to the iOS message handler', () => {
    const { win, posted } = iosWindow();
    expect(new WebviewAppBridge({ os: 'ios', version: '7.2.0' }, win).send(count)).toBe(true);
    expect(posted).toEqual([{ action: 'updateShoppingCartCount', payload: { count: 3 } }]);
  });

  it('hands the Android interface the same message as a JSON string', () => {
    const { win, posted } = androidWindow();
    expect(new WebviewAppBridge({ os: 'android', version: '7.2.0' }, win).send(count)).toBe(true);
    expect(posted.map((json) => JSON.parse(json))).toEqual([{ action: 'updateShoppingCartCount', payload: { count: 3 } }]);
  });

  it('skips the cart hash, scroll state and toolbar for apps 6.1.4 or older, and the tracking bridge below 6.10.0', () => {
    const { win, posted } = androidWindow();
    const old = new WebviewAppBridge({ os: 'android', version: '6.1.4' }, win);
    expect(old.send(appMessage('setShoppingCartHash', { hash: 'abc' }))).toBe(false);
    expect(old.send(appSignal('hideToolbar'))).toBe(false);
    expect(old.send(count)).toBe(true);
    const tracking = appMessage('trackingBridge', { event: 'viewed', properties: {} });
    expect(new WebviewAppBridge({ os: 'android', version: '6.9.0' }, win).send(tracking)).toBe(false);
    expect(new WebviewAppBridge({ os: 'android', version: '6.10.0' }, win).send(tracking)).toBe(true);
    expect(posted.map((json) => JSON.parse(json).action)).toEqual(['updateShoppingCartCount', 'trackingBridge']);
  });

  it('answers false, without throwing, when the app has no handler or its handler fails', () => {
    expect(new WebviewAppBridge({ os: 'ios', version: '7.2.0' }, {}).send(count)).toBe(false);
    const broken: BridgeWindow = { JiutuanAndroid: { postMessage: () => { throw new Error('gone'); } } };
    expect(new WebviewAppBridge({ os: 'android', version: '7.2.0' }, broken).send(count)).toBe(false);
  });

  it('is a no-op outside the app', () => {
    const bridge = new NoopAppBridge();
    expect(bridge.inApp()).toBe(false);
    expect(bridge.send(count)).toBe(false);
  });
});

describe('SessionStorageBridgeLog (demo record)', () => {
  const storage = () => {
    const items = new Map<string, string>();
    return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  };

  it('keeps the last 30 sent messages once /dev/bridge switched it on, nothing before', () => {
    const store = storage();
    const { win } = androidWindow();
    const bridge = new WebviewAppBridge({ os: 'android', version: '7.2.0' }, win, new SessionStorageBridgeLog(store, () => 0));
    bridge.send(count);
    expect(store.items.has(BRIDGE_LOG_KEY)).toBe(false);
    store.setItem(BRIDGE_LOG_SWITCH, '1');
    for (let i = 0; i < 31; i += 1) bridge.send(appMessage('updateShoppingCartCount', { count: i }));
    const kept = JSON.parse(store.items.get(BRIDGE_LOG_KEY)!) as { action: string; payload: { count: number } }[];
    expect(kept).toHaveLength(30);
    expect(kept[29]).toEqual({ at: '1970-01-01T00:00:00.000Z', action: 'updateShoppingCartCount', payload: { count: 30 } });
  });
});
