import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { useId } from 'react';
import { POPUP_SHADOW_ANIMATION_MS } from '../../domain/constants';
import type { Popup } from '../../domain/shell/popup';
import { AnchorLink, type ShellLinkComponent } from './ShellLink';
import { SHOP_COLORS } from '../tokens';

export interface CommonPopupProps {
  popup: Popup;
  /** The stack's layer for this popup: its shadow sits right below it (SPEC §9: from 3000). */
  zIndex: number;
  scrollLock: boolean;
  onPrimary: () => void;
  onSecondary: () => void;
  onClose: () => void;
  LinkComponent?: ShellLinkComponent;
}

/** One common popup of SPEC §3/§4.4: image, title, description and up to two actions, over a 200 ms shadow. */
export function CommonPopup({ popup, zIndex, scrollLock, onPrimary, onSecondary, onClose, LinkComponent = AnchorLink }: CommonPopupProps) {
  const titleId = useId();
  const primaryLink = popup.primaryPath ? { component: LinkComponent, to: popup.primaryPath } : {};
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      disableScrollLock={!scrollLock}
      transitionDuration={POPUP_SHADOW_ANIMATION_MS}
      sx={{ zIndex }}
      slotProps={{ paper: { sx: { borderRadius: 4, maxWidth: 360, width: 'calc(100% - 48px)', m: 3, textAlign: 'center', overflow: 'hidden' } } }}
    >
      {popup.imageUrl && <Box component="img" src={popup.imageUrl} alt="" sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }} />}
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box component="h2" id={titleId} sx={{ m: 0, fontSize: 20, fontWeight: 800, color: 'text.primary' }}>
          {popup.title}
        </Box>
        {popup.description && <Box component="p" sx={{ m: 0, fontSize: 15, lineHeight: 1.7, color: 'text.secondary' }}>{popup.description}</Box>}
        {popup.primaryText && (
          <Button {...primaryLink} onClick={onPrimary} variant="contained" disableElevation size="large" sx={{ borderRadius: 6, bgcolor: SHOP_COLORS.brandPinkStrong, '&:hover': { bgcolor: SHOP_COLORS.brandPinkDeep } }}>
            {popup.primaryText}
          </Button>
        )}
        {popup.secondaryText && (
          <Button onClick={onSecondary} size="large" sx={{ borderRadius: 6, color: 'text.secondary' }}>
            {popup.secondaryText}
          </Button>
        )}
      </Box>
    </Dialog>
  );
}
