import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ShopEvent } from '../../../application/catalog/pagePorts';
import type { EventPhase } from '../../../domain/catalog/eventPhase';
import { PageBanner } from './CatalogParts';
import { formatTaipeiDate } from './formatDate';
import { CatalogCopy } from './messages';
import { SHOP_TOKENS } from '../../tokens';

const PHASE_COLOURS: Record<EventPhase, string> = { upcoming: SHOP_TOKENS.info, running: SHOP_TOKENS.brandPinkStrong, ended: SHOP_TOKENS.textMuted };

/** The event's banner: title, description, period (Asia/Taipei) and whether it runs now. */
export function EventHeader({ event, phase }: { event: ShopEvent; phase: EventPhase }) {
  return (
    <PageBanner color={event.color} title={event.title} description={event.description}>
      <Box sx={{ mt: 1.25, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box component="span" sx={{ bgcolor: PHASE_COLOURS[phase], color: SHOP_TOKENS.onAccent, fontSize: 13, fontWeight: 700, px: 1.25, py: 0.25, borderRadius: 999 }}>
          {CatalogCopy.eventPhase[phase]}
        </Box>
        <Typography component="span" sx={{ fontSize: 14, bgcolor: SHOP_TOKENS.frosted, px: 1, borderRadius: 1 }}>
          {CatalogCopy.eventPeriod(formatTaipeiDate(event.startsAt), formatTaipeiDate(event.endsAt))}
        </Typography>
      </Box>
    </PageBanner>
  );
}
