import Box from '@mui/material/Box';
import { shellMessages as m } from './messages';
import { BOTTOM_NAV_HEIGHT_PX, SHOP_TOKENS } from '../theme';

export interface ToastItem {
  id: string | number;
  text: string;
}

export interface ToastStackProps {
  toasts: readonly ToastItem[];
  /** Lift the stack above the mobile bottom navigation when that is shown. */
  aboveBottomNav?: boolean;
}

/**
 * The toasts of SPEC §4.4, bottom-centre. The live region stays mounted even when empty,
 * so screen readers announce each toast as it arrives.
 */
export function ToastStack({ toasts, aboveBottomNav = false }: ToastStackProps) {
  const bottom = aboveBottomNav ? `calc(${BOTTOM_NAV_HEIGHT_PX + 16}px + env(safe-area-inset-bottom) + var(--shop-buy-bar-lift, 0px))` : 24;
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={m.toasts}
      sx={{
        position: 'fixed',
        left: '50%',
        transform: 'translateX(-50%)',
        bottom,
        zIndex: 'snackbar',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        width: 'max-content',
        maxWidth: 'calc(100vw - 32px)',
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <Box
          key={toast.id}
          sx={{ bgcolor: SHOP_TOKENS.toast, color: SHOP_TOKENS.onAccent, px: 2.5, py: 1.25, borderRadius: 3, fontSize: 14, textAlign: 'center', boxShadow: 3 }}
        >
          {toast.text}
        </Box>
      ))}
    </Box>
  );
}
