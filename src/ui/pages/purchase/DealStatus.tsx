import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { clockText, countdown, DealTexts, taipeiDateTime, type DealPhase } from '../../../domain/purchase/dealWindow';
import type { GroupBuyDetail } from '../../../domain/purchase/GroupBuyDetail';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { useNow } from '../../hooks/useNow';
import { SHOP_COLORS } from '../../theme';
import { PurchaseCopy } from './messages';

/** The deal's state above the buy buttons: a countdown in the last 72 hours, 即將開團 with the start, or 已結束. */
export function DealStatus({ detail, phase, serverNow }: { detail: GroupBuyDetail; phase: DealPhase; serverNow: number }) {
  if (phase === 'upcoming') {
    return (
      <Box role="status" sx={{ p: 1.5, borderRadius: 1, bgcolor: SHOP_COLORS.softBackground, border: `1px solid ${SHOP_COLORS.border}` }}>
        <Typography sx={{ fontWeight: 800, color: SHOP_COLORS.brandPinkStrong }}>{DealTexts.UPCOMING}</Typography>
        <Typography sx={{ fontSize: 14 }}>{DealTexts.STARTS_AT(taipeiDateTime(detail.startsAt))}</Typography>
      </Box>
    );
  }
  if (phase === 'ended') {
    return (
      <Box role="status" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography sx={{ fontWeight: 800 }}>{DealTexts.ENDED}</Typography>
      </Box>
    );
  }
  return <Countdown detail={detail} serverNow={serverNow} />;
}

/** Ticks every second on its own, so only this line re-renders. */
function Countdown({ detail, serverNow }: { detail: GroupBuyDetail; serverNow: number }) {
  const left = countdown(detail, useNow(serverNow));
  if (!left) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', color: SHOP_COLORS.brandPinkStrong, fontWeight: 800 }}>
      <span>{DealTexts.ENDS_IN}</span>
      <Box component="time" role="timer" dateTime={new Date(detail.endsAt).toISOString()} sx={{ fontVariantNumeric: 'tabular-nums', fontSize: 18 }}>
        {clockText(left)}
      </Box>
    </Box>
  );
}

/** Running group-buys like an ended one, so the shopper is not left at a dead end. */
export function SimilarLive({ detail }: { detail: GroupBuyDetail }) {
  if (detail.similar.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="gb-similar" sx={{ mt: 4 }}>
      <Typography id="gb-similar" component="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1.5 }}>{PurchaseCopy.SIMILAR_LIVE}</Typography>
      <GroupBuyGrid cards={detail.similar} />
    </Box>
  );
}
