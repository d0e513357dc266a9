import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { formatTwd } from '../../format';

/** A saving as Taiwanese shops print it: −NT$100. */
export const formatSaving = (amount: number): string => `−${formatTwd(amount)}`;

/** A label and its amount on one line (a promotion, the shipping, a summary figure). */
export function CartPriceRow({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, fontSize: strong ? 16 : 14, fontWeight: strong ? 800 : 400 }}>
      <Box component="span" sx={{ minWidth: 0 }}>{label}</Box>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{children}</Box>
    </Box>
  );
}
