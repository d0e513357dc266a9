import { BADGE_COUNT_CAP } from '../constants';

/**
 * The text of a cart or notification badge (SPEC §2.4, §9): null hides the badge,
 * counts above the cap show as '99+'.
 */
export function formatBadgeCount(n: number): string | null {
  if (!Number.isFinite(n) || n <= 0) return null;
  const count = Math.floor(n);
  return count > BADGE_COUNT_CAP ? `${BADGE_COUNT_CAP}+` : String(count);
}
