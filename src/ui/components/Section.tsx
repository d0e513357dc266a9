import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { SHOP_TOKENS } from '../theme';

/** A titled block of a page, with an optional 「看更多」 link. */
export function Section({ title, moreTo, children, id }: { title: string; moreTo?: string; children: ReactNode; id?: string }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ my: { xs: 2.5, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={id} component="h2" sx={{ fontSize: { xs: 18, md: 22 }, fontWeight: 700 }}>{title}</Typography>
        {moreTo && <Link to={moreTo} style={{ color: SHOP_TOKENS.brandText, fontSize: 14, textDecoration: 'none', display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: '0 4px' }}>看更多 ›</Link>}
      </Box>
      {children}
    </Box>
  );
}
