import type { CardWindow } from '../../domain/catalog/GroupBuyCard';
import { clockText, countdown, dealPhase, DealTexts, taipeiDateTime } from '../../domain/purchase/dealWindow';
import { useNow } from '../hooks/useNow';
import styles from './GroupBuyCardView.module.css';

/**
 * A card's deal line. The server and the hydrating render know no clock, so both show the closing
 * date; after hydration the browser's clock decides: 即將開團, a countdown in the last 72 hours, or 已結束.
 */
export function CardDeadline({ window }: { window: CardWindow }) {
  const now = useNow(null);
  const deal = { open: true, ...window };
  if (now === null) return <p className={styles.deadline}>{DealTexts.ENDS_AT(taipeiDateTime(window.endsAt))}</p>;
  const phase = dealPhase(deal, now);
  if (phase === 'upcoming') return <p className={`${styles.deadline} ${styles.upcoming}`}>{DealTexts.UPCOMING} {taipeiDateTime(window.startsAt)}</p>;
  if (phase === 'ended') return <p className={`${styles.deadline} ${styles.ended}`}>{DealTexts.ENDED}</p>;
  const left = countdown(deal, now);
  if (!left) return <p className={styles.deadline}>{DealTexts.ENDS_AT(taipeiDateTime(window.endsAt))}</p>;
  return <p className={`${styles.deadline} ${styles.soon}`} role="timer">{DealTexts.LEFT(clockText(left))}</p>;
}
