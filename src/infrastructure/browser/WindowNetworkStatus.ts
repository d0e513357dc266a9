import type { NetworkStatus } from '../../application/shell/ports';

/** navigator.onLine and the window's online/offline events. */
export class WindowNetworkStatus implements NetworkStatus {
  constructor(private readonly target: Window | undefined = globalThis.window) {}

  isOnline(): boolean {
    return this.target?.navigator.onLine ?? true;
  }

  subscribe(listener: (online: boolean) => void): () => void {
    const target = this.target;
    if (!target) return () => {};
    const online = () => listener(true);
    const offline = () => listener(false);
    target.addEventListener('online', online);
    target.addEventListener('offline', offline);
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    };
  }
}
