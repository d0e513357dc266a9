import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BACK_HOME, type ErrorCopy } from './errorCopy';

/** The shared look of the 404, busy and 503 pages: an illustration, the copy and a way home. */
export function ErrorView({ copy, status, children, actions }: { copy: ErrorCopy; status: number; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Box component="section" sx={{ textAlign: 'center', py: { xs: 5, md: 8 }, px: 2 }} data-status={status}>
      <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true">
        <ellipse cx="60" cy="88" rx="44" ry="6" fill="#fde3ea" />
        <circle cx="60" cy="44" r="34" fill="#fff0f4" stroke="#f25c87" strokeWidth="3" />
        <circle cx="48" cy="40" r="4" fill="#f25c87" />
        <circle cx="72" cy="40" r="4" fill="#f25c87" />
        <path d="M48 60q12-9 24 0" stroke="#f25c87" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
      <Typography component="h1" sx={{ fontSize: { xs: 20, md: 26 }, fontWeight: 800, mt: 2 }}>{copy.heading}</Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{copy.body}</Typography>
      <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center' }}>
        {actions}
        <Button variant="contained" href="/" disableElevation>{BACK_HOME}</Button>
      </Box>
      {children}
    </Box>
  );
}
