import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { UserIcon } from './icons';
import { shellMessages as m } from './messages';
import type { ShellLinkComponent } from './ShellLink';

export interface MemberAreaProps {
  signedIn: boolean;
  nickname: string | null;
  onLoginClick: () => void;
  onSignOut: () => void;
}

interface MemberMenuProps extends MemberAreaProps {
  LinkComponent: ShellLinkComponent;
  /** Mobile header: an icon opens the menu and the sign-in button is shorter. */
  compact?: boolean;
}

// The menu (popover, modal, focus trap) loads on first open: most page views never open it.
const MemberMenuPopup = lazy(() => import('./MemberMenuPopup'));

/** The member corner of both headers: a sign-in button, or the nickname with a small menu. */
export function MemberMenu({ signedIn, nickname, onLoginClick, onSignOut, LinkComponent, compact = false }: MemberMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const menuId = useId();
  const buttonId = useId();

  if (!signedIn) {
    return (
      <Button variant={compact ? 'text' : 'contained'} color="primary" size="small" onClick={onLoginClick} sx={compact ? { minHeight: 44, minWidth: 44 } : undefined}>
        {compact ? m.member.login : m.member.loginOrRegister}
      </Button>
    );
  }

  const greeting = m.member.greeting(nickname || m.member.fallbackNickname);
  const open = anchor !== null;
  const openMenu = (event: MouseEvent<HTMLElement>) => {
    setEverOpened(true);
    setAnchor(event.currentTarget);
  };
  const closeMenu = () => setAnchor(null);
  const trigger = {
    id: buttonId,
    onClick: openMenu,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
  };

  return (
    <>
      {compact ? (
        <IconButton {...trigger} aria-label={`${m.member.menuLabel}（${greeting}）`} sx={{ color: 'text.primary' }}>
          <UserIcon />
        </IconButton>
      ) : (
        <Button {...trigger} color="inherit" sx={{ fontWeight: 500 }}>
          {greeting}
        </Button>
      )}
      {everOpened && (
        <Suspense fallback={null}>
          <MemberMenuPopup
            menuId={menuId}
            buttonId={buttonId}
            anchor={anchor}
            greeting={compact ? greeting : null}
            onClose={closeMenu}
            onSignOut={onSignOut}
            LinkComponent={LinkComponent}
          />
        </Suspense>
      )}
    </>
  );
}
