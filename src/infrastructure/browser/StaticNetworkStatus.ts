import type { NetworkStatus } from '../../application/shell/ports';

/** A network status that changes only when told: the page server (always online) and tests. */
export class StaticNetworkStatus implements NetworkStatus {
  private readonly listeners = new Set<(online: boolean) => void>();

  constructor(private online = true) {}

  isOnline(): boolean {
    return this.online;
  }

  set(online: boolean): void {
    this.online = online;
    for (const listener of this.listeners) listener(online);
  }

  subscribe(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
