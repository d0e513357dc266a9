import Box from '@mui/material/Box';
import { shellMessages as m } from './messages';

export interface ProgressBarProps {
  /** 0-100 while a navigation runs; null hides the bar. */
  value: number | null;
  /** One of PROGRESS_BAR_COLORS (theme.ts): desktop blue, mobile pink, red on failure. */
  color: string;
}

/** The navigation progress bar of SPEC §4.4: a 3px line at the very top of the page. */
export function ProgressBar({ value, color }: ProgressBarProps) {
  if (value === null) return null;
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <Box
      role="progressbar"
      aria-label={m.progress}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 'tooltip', pointerEvents: 'none' }}
    >
      <Box
        sx={{
          height: '100%',
          width: `${clamped}%`,
          bgcolor: color,
          transition: 'width 100ms linear, background-color 150ms',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      />
    </Box>
  );
}
