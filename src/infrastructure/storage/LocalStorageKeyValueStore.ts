import type { KeyValueStore } from '../../application/shell/ports';
import { MemoryKeyValueStore } from './MemoryKeyValueStore';

/**
 * localStorage, falling back to memory when the browser refuses it (private mode, storage
 * disabled, quota full): these values are conveniences, never worth an error page.
 */
export class LocalStorageKeyValueStore implements KeyValueStore {
  private readonly fallback = new MemoryKeyValueStore();

  constructor(private readonly storage: Storage | undefined = safeLocalStorage()) {}

  get(key: string): string | null {
    try {
      return this.storage ? this.storage.getItem(key) : this.fallback.get(key);
    } catch {
      return this.fallback.get(key);
    }
  }

  set(key: string, value: string): void {
    try {
      if (this.storage) this.storage.setItem(key, value);
      else this.fallback.set(key, value);
    } catch {
      this.fallback.set(key, value);
    }
  }

  remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Nothing to undo: the value was never stored there.
    }
    this.fallback.remove(key);
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
