import Box from '@mui/material/Box';
import { shellMessages as m } from './messages';

export interface OfflineNoticeProps {
  online: boolean;
}

/** A small banner while the browser reports no network; nothing while online. */
export function OfflineNotice({ online }: OfflineNoticeProps) {
  if (online) return null;
  return (
    <Box
      role="alert"
      sx={{ bgcolor: '#fff4e5', color: '#663c00', borderBottom: '1px solid #ffd8a8', px: 2, py: 1, fontSize: 14, textAlign: 'center' }}
    >
      {m.offline}
    </Box>
  );
}
