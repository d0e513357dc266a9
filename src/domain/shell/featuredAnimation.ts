import { FEATURED_ANIMATION_INTERVAL_MS } from '../constants';

/**
 * SPEC §2.4 / §9: the featured tab's icon animates once per day; "a day" is the lifetime of the
 * original's one-day marker, i.e. 24 hours after the last time it played.
 */
export function shouldPlayFeaturedAnimation(lastPlayedAtMs: number | null, nowMs: number): boolean {
  return lastPlayedAtMs === null || nowMs - lastPlayedAtMs >= FEATURED_ANIMATION_INTERVAL_MS;
}
