import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SHOP_TOKENS } from '../../tokens';

/** The centred card every /auth/* page uses. */
export function AuthCard({ title, children, tone = 'neutral' }: { title: string; children: ReactNode; tone?: 'neutral' | 'success' | 'error' }) {
  const colour = tone === 'success' ? SHOP_TOKENS.tealStrong : tone === 'error' ? SHOP_TOKENS.errorText : SHOP_TOKENS.text;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper elevation={0} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, md: 4 }, borderRadius: 3, border: `1px solid ${SHOP_TOKENS.border}` }}>
        <Typography component="h1" sx={{ fontSize: 22, fontWeight: 800, color: colour, mb: 1.5 }}>{title}</Typography>
        {children}
      </Paper>
    </Box>
  );
}
