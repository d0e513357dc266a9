import type { PageReloader } from '../../application/shell/ports';

/**
 * Counts reload requests instead of reloading. The page server uses it because the HTTP
 * client already retries the failed call with the fresh token, so the page it renders is
 * the reloaded one; tests use it to see that a reload was asked for.
 */
export class RecordingPageReloader implements PageReloader {
  reloads = 0;

  reload(): void {
    this.reloads += 1;
  }
}
