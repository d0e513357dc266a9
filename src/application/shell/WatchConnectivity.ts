import { inject, injectable } from '../injection';
import { PORT_TOKENS } from '../tokens';
import { ConnectivityStore } from './ConnectivityStore';
import type { NetworkStatus } from './ports';

/** Keeps ConnectivityStore in step with the device; returns the function that stops watching. */
@injectable()
export class WatchConnectivity {
  constructor(
    @inject(PORT_TOKENS.NetworkStatus) private readonly network: NetworkStatus,
    @inject(ConnectivityStore) private readonly store: ConnectivityStore,
  ) {}

  execute(): () => void {
    this.store.set(this.network.isOnline());
    return this.network.subscribe((online) => this.store.set(online));
  }
}
