import { shouldReloadAfterChunkError } from '../../domain/shell/chunkReload';

const KEY = 'jiutuan.chunkReloadAt';

const isChunkLoadError = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(error.message);

/** A new deploy removed the chunk this tab wanted: reload once, at most every 60 s (SPEC §8). */
export function reloadAfterChunkFailure(error: unknown): void {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return;
  const now = Date.now();
  const last = Number(window.sessionStorage.getItem(KEY) ?? '0') || null;
  if (!shouldReloadAfterChunkError(last, now)) return;
  window.sessionStorage.setItem(KEY, String(now));
  window.location.reload();
}
