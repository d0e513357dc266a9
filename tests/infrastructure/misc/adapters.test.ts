import { WindowNetworkStatus } from '../../../src/infrastructure/browser/WindowNetworkStatus';
import { WindowPageReloader } from '../../../src/infrastructure/browser/WindowPageReloader';
import { ConsoleErrorReporter } from '../../../src/infrastructure/reporting/ConsoleErrorReporter';
import { LocalStorageKeyValueStore } from '../../../src/infrastructure/storage/LocalStorageKeyValueStore';
import { ManualScheduler } from '../../../src/infrastructure/timers/ManualScheduler';

describe('LocalStorageKeyValueStore', () => {
  it('uses the given storage', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    } as unknown as Storage;
    const store = new LocalStorageKeyValueStore(storage);
    store.set('a', '1');
    expect(values.get('a')).toBe('1');
    store.remove('a');
    expect(store.get('a')).toBeNull();
  });

  it('falls back to memory when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const store = new LocalStorageKeyValueStore(refusing);
    store.set('a', '1');
    expect(store.get('a')).toBe('1');
  });
});

describe('ManualScheduler', () => {
  it('runs one-shot and repeating tasks in time order, and cancels them', () => {
    const scheduler = new ManualScheduler();
    const log: string[] = [];
    const stop = scheduler.every(100, () => log.push('tick'));
    scheduler.after(150, () => log.push('once'));
    scheduler.advance(250);
    expect(log).toEqual(['tick', 'once', 'tick']);
    stop();
    scheduler.advance(1000);
    expect(log).toHaveLength(3);
    expect(scheduler.pendingCount()).toBe(0);
  });
});

describe('browser adapters', () => {
  it('WindowNetworkStatus follows online/offline events', () => {
    const target = new EventTarget() as unknown as Window;
    Object.assign(target, { navigator: { onLine: false } });
    const status = new WindowNetworkStatus(target);
    const seen: boolean[] = [];
    const stop = status.subscribe((online) => seen.push(online));
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('offline'));
    stop();
    target.dispatchEvent(new Event('online'));
    expect(status.isOnline()).toBe(false);
    expect(seen).toEqual([true, false]);
  });

  it('WindowPageReloader reloads the location; ConsoleErrorReporter logs with context', () => {
    const location = { reload: jest.fn() };
    new WindowPageReloader(location).reload();
    expect(location.reload).toHaveBeenCalledTimes(1);
    const sink = { error: jest.fn() };
    new ConsoleErrorReporter(sink).report('boom', { url: '/x' });
    expect(sink.error).toHaveBeenCalledWith('[jiutuan] reported error', 'boom', { url: '/x' });
  });
});
