import { clockText, countdown, DealTexts, taipeiDateTime, type DealPhase } from '../../../domain/purchase/dealWindow';
import type { GroupBuyDetail } from '../../../domain/purchase/GroupBuyDetail';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { useNow } from '../../hooks/useNow';
import { PurchaseCopy } from './messages';
import styles from './DealStatus.module.css';

/** The deal's state above the buy buttons: a countdown in the last 72 hours, 即將開團 with the start, or 已結束. */
export function DealStatus({ detail, phase, serverNow }: { detail: GroupBuyDetail; phase: DealPhase; serverNow: number }) {
  if (phase === 'upcoming') {
    return (
      <div role="status" className={styles.upcoming}>
        <p className={styles.upcomingTitle}>{DealTexts.UPCOMING}</p>
        <p className={styles.startsAt}>{DealTexts.STARTS_AT(taipeiDateTime(detail.startsAt))}</p>
      </div>
    );
  }
  if (phase === 'ended') {
    return (
      <div role="status" className={styles.ended}>
        <p className={styles.endedTitle}>{DealTexts.ENDED}</p>
      </div>
    );
  }
  return <Countdown detail={detail} serverNow={serverNow} />;
}

/** Ticks every second on its own, so only this line re-renders. */
function Countdown({ detail, serverNow }: { detail: GroupBuyDetail; serverNow: number }) {
  const left = countdown(detail, useNow(serverNow));
  if (!left) return null;
  return (
    <div className={styles.countdown}>
      <span>{DealTexts.ENDS_IN}</span>
      <time role="timer" dateTime={new Date(detail.endsAt).toISOString()} className={styles.clock}>
        {clockText(left)}
      </time>
    </div>
  );
}

/** Running group-buys like an ended one, so the shopper is not left at a dead end. */
export function SimilarLive({ detail }: { detail: GroupBuyDetail }) {
  if (detail.similar.length === 0) return null;
  return (
    <section aria-labelledby="gb-similar" className={styles.similar}>
      <h2 id="gb-similar" className={styles.similarTitle}>{PurchaseCopy.SIMILAR_LIVE}</h2>
      <GroupBuyGrid cards={detail.similar} />
    </section>
  );
}
