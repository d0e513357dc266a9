import { inject, injectable } from '../injection';
import { shouldReloadAfterChunkError } from '../../domain/shell/chunkReload';
import type { Clock } from '../auth/ports';
import { PORT_TOKENS } from '../tokens';
import type { KeyValueStore, PageReloader } from './ports';

export const CHUNK_RELOAD_KEY = 'jiutuan.chunkReloadAt';

/** A lazy chunk failed to load: reload the page unless that already happened in the last 60 s. */
@injectable()
export class ReloadAfterChunkError {
  constructor(
    @inject(PORT_TOKENS.KeyValueStore) private readonly storage: KeyValueStore,
    @inject(PORT_TOKENS.Clock) private readonly clock: Clock,
    @inject(PORT_TOKENS.PageReloader) private readonly reloader: PageReloader,
  ) {}

  /** Returns whether it reloaded; when not, the caller shows the error page. */
  execute(): boolean {
    const now = this.clock.now();
    const stored = Number(this.storage.get(CHUNK_RELOAD_KEY));
    const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
    if (!shouldReloadAfterChunkError(lastReloadAt, now)) return false;
    this.storage.set(CHUNK_RELOAD_KEY, String(now));
    this.reloader.reload();
    return true;
  }
}
