import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { DismissNotification } from '../../application/notifications/DismissNotification';
import type { NotificationPopupState } from '../../application/notifications/NotificationPopupStore';
import { useUseCase } from '../hooks/useUseCase';
import { CloseIcon } from '../shell/icons';
import { BOTTOM_NAV_HEIGHT_PX, SHOP_COLORS } from '../theme';
import { notificationMessages as m } from './messages';
import { useViewportHidden } from './useViewportHidden';

/** The notification card (SPEC §4.2): above the bottom navigation on phones, bottom-right on desktop. */
export default function NotificationPopup({ state, aboveBottomNav }: { state: NotificationPopupState; aboveBottomNav: boolean }) {
  const dismiss = useUseCase(DismissNotification);
  const navigate = useNavigate();
  const hidden = useViewportHidden();
  const { notification, secondsLeft } = state;
  const open = async () => {
    const action = await dismiss.execute({ how: 'click', siteOrigin: window.location.origin });
    if (action?.kind === 'navigate') void navigate(action.path);
    if (action?.kind === 'leave') window.location.assign(action.url);
  };
  const bottom = aboveBottomNav ? `calc(${BOTTOM_NAV_HEIGHT_PX + 12}px + env(safe-area-inset-bottom) + var(--shop-buy-bar-lift, 0px))` : { xs: 12, md: 24 };
  return (
    <Box component="aside" aria-label={m.region} hidden={hidden}
      // Above the smart banner and the bottom navigation (appBar), below dialogs (modal).
      sx={{ position: 'fixed', zIndex: (theme) => theme.zIndex.appBar + 1, bottom, left: { xs: 12, md: 'auto' }, right: { xs: 12, md: 24 }, width: { md: 340 },
        display: hidden ? 'none' : 'flex', gap: 1, alignItems: 'flex-start', bgcolor: '#fff', borderRadius: 3, boxShadow: 6,
        borderLeft: `4px solid ${SHOP_COLORS.brandPink}`, p: 1.5, pr: 0.5 }}>
      <Box component="button" type="button" onClick={() => void open()}
        sx={{ flex: 1, minWidth: 0, textAlign: 'left', border: 0, bgcolor: 'transparent', p: 0, cursor: 'pointer', font: 'inherit', color: 'text.primary' }}>
        <Typography component="strong" sx={{ display: 'block', fontWeight: 700, fontSize: 15, color: SHOP_COLORS.brandPinkStrong }}>{notification.title}</Typography>
        <Typography component="span" sx={{ display: 'block', fontSize: 14, mt: 0.5 }}>{notification.message}</Typography>
        <Typography component="span" sx={{ display: 'block', fontSize: 13, mt: 0.75, fontWeight: 700, color: SHOP_COLORS.brandPinkStrong }}>{m.go}</Typography>
      </Box>
      <IconButton size="small" aria-label={m.close} title={secondsLeft === null ? undefined : m.closesIn(secondsLeft)}
        onClick={() => void dismiss.execute({ how: 'close' })}>
        <CloseIcon size={20} />
      </IconButton>
    </Box>
  );
}
