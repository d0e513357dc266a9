import { DOUBLE_TAP_GUARD_MS, LAZY_IMAGE_PRELOAD_PX } from '../constants';

/** SPEC §4.7 zoom prevention: what the guard knows of one touch on the page. */
export interface PageTouch {
  /** Fingers on the screen. */
  touches: number;
  /** A button, link or form field: its taps always count, it never zooms (touch-action: manipulation). */
  onControl: boolean;
}

/** Multi-touch gestures (pinch zoom) are blocked on the page. */
export const blocksGesture = (touch: PageTouch): boolean => touch.touches > 1;

/**
 * A second tap within 300 ms of the last one (double-tap zoom) is blocked. Our decision: a control
 * keeps every tap (a parent tapping + twice fast means two more), since it cannot zoom anyway.
 */
export function blocksSecondTap(touch: PageTouch, lastTapEndedAt: number | null, now: number): boolean {
  if (touch.onControl || lastTapEndedAt === null) return false;
  return now - lastTapEndedAt <= DOUBLE_TAP_GUARD_MS;
}

/** What the browser tells of the connection (navigator.connection); null fields when it tells nothing. */
export interface ConnectionHint {
  effectiveType: string | null;
  saveData: boolean;
}

const SLOW_CONNECTIONS: readonly string[] = ['slow-2g', '2g'];

/** SPEC §4.7: links are not prefetched on 2g (or slower) or when the shopper asked to save data. */
export function prefetchesLinks(connection: ConnectionHint | null): boolean {
  if (!connection) return true;
  return !connection.saveData && !SLOW_CONNECTIONS.includes(connection.effectiveType ?? '');
}

/** SPEC §4.7, §9: a lazy image starts loading 150 px before it enters the view. */
export const LAZY_IMAGE_MARGIN_PX = LAZY_IMAGE_PRELOAD_PX;
