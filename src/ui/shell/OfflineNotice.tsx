import Box from '@mui/material/Box';
import { shellMessages as m } from './messages';
import { SHOP_TOKENS } from '../theme';

export interface OfflineNoticeProps {
  online: boolean;
}

/** A small banner while the browser reports no network; nothing while online. */
export function OfflineNotice({ online }: OfflineNoticeProps) {
  if (online) return null;
  return (
    <Box
      role="alert"
      sx={{ bgcolor: SHOP_TOKENS.noticeBackground, color: SHOP_TOKENS.noticeText, borderBottom: `1px solid ${SHOP_TOKENS.noticeBorder}`, px: 2, py: 1, fontSize: 14, textAlign: 'center' }}
    >
      {m.offline}
    </Box>
  );
}
