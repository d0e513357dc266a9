import { CHUNK_RELOAD_GUARD_MS } from '../constants';

/**
 * SPEC §8: a failed chunk load (usually a deploy replaced the files) reloads the page, but at
 * most once per 60 s, so a chunk that is really gone cannot trap the visitor in a reload loop.
 */
export function shouldReloadAfterChunkError(lastReloadAtMs: number | null, nowMs: number): boolean {
  return lastReloadAtMs === null || nowMs - lastReloadAtMs >= CHUNK_RELOAD_GUARD_MS;
}
