import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { SHOP_TOKENS } from '../../theme';
import { MallCopy } from './messages';

export interface FilterSheetProps {
  /** How many filters are on (age and sub-mall choices, and a sort other than the default). */
  activeCount: number;
  /** The result count, at the end of the row. */
  count: ReactNode;
  children: ReactNode;
}

/**
 * Issue 13 finding 7: on phones the filters and sort open from one button at the top of the list
 * as a bottom sheet, in the thumb's reach; each choice applies at once (the list behind updates),
 * 完成 closes it. Hidden from 900px, where the filters stay inline.
 */
export function FilterSheet({ activeCount, count, children }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1, mb: 1.5 }}>
      <Button variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}
        sx={{ minHeight: 44, borderRadius: 999, px: 2, borderColor: SHOP_TOKENS.controlBorder, color: SHOP_TOKENS.text }}>
        {MallCopy.filters.open}
      </Button>
      {activeCount > 0 && <Typography sx={{ fontSize: 14, color: SHOP_TOKENS.brandText, fontWeight: 700 }}>{MallCopy.filters.active(activeCount)}</Typography>}
      {count}
      <Drawer anchor="bottom" open={open} onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'filter-sheet-title', sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85vh' } } as object }}>
        <Box component="section" aria-label={MallCopy.filters.label} sx={{ px: 2, pt: 1, pb: 'calc(16px + env(safe-area-inset-bottom, 0px))' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id="filter-sheet-title" component="h2" sx={{ fontSize: 17, fontWeight: 700 }}>{MallCopy.filters.label}</Typography>
            <IconButton aria-label={MallCopy.filters.close} onClick={() => setOpen(false)} sx={{ width: 44, height: 44 }}>✕</IconButton>
          </Box>
          {children}
          <Button variant="contained" fullWidth onClick={() => setOpen(false)} sx={{ mt: 1.5, minHeight: 48 }}>{MallCopy.filters.done}</Button>
        </Box>
      </Drawer>
    </Box>
  );
}
