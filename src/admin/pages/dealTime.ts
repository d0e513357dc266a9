const TAIPEI_OFFSET_MS = 8 * 3600_000;

/** Epoch ms as the form's Taipei wall-clock minute, `2026-12-01 10:00` (the server reads the same). */
export const taipeiInput = (ms: number): string => new Date(ms + TAIPEI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** The current minute, and a week later: a new deal's default window. */
export function defaultWindow(now = Date.now()): { starts_at: string; ends_at: string } {
  return { starts_at: taipeiInput(now), ends_at: taipeiInput(now + 7 * 24 * 3600_000) };
}
