import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { UserIcon } from './icons';
import { shellMessages as m } from './messages';
import { SHELL_PATHS } from './shellLinks';
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

/** The member corner of both headers: a sign-in button, or the nickname with a small menu. */
export function MemberMenu({ signedIn, nickname, onLoginClick, onSignOut, LinkComponent, compact = false }: MemberMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();

  if (!signedIn) {
    return (
      <Button variant={compact ? 'text' : 'contained'} color="primary" size="small" onClick={onLoginClick}>
        {compact ? m.member.login : m.member.loginOrRegister}
      </Button>
    );
  }

  const greeting = m.member.greeting(nickname || m.member.fallbackNickname);
  const open = anchor !== null;
  const openMenu = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={closeMenu}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {compact && <ListSubheader sx={{ lineHeight: '36px', color: 'text.primary' }}>{greeting}</ListSubheader>}
        <MenuItem component={LinkComponent} to={SHELL_PATHS.memberProfile} onClick={closeMenu}>
          {m.member.profile}
        </MenuItem>
        <MenuItem component={LinkComponent} to={SHELL_PATHS.memberOrders} onClick={closeMenu}>
          {m.member.orders}
        </MenuItem>
        <MenuItem
          onClick={() => {
            closeMenu();
            onSignOut();
          }}
        >
          {m.member.signOut}
        </MenuItem>
      </Menu>
    </>
  );
}
