import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { shellMessages as m } from './messages';
import { SHELL_PATHS } from './shellLinks';
import type { ShellLinkComponent } from './ShellLink';

export interface MemberMenuPopupProps {
  menuId: string;
  buttonId: string;
  anchor: HTMLElement | null;
  /** Shown as the menu's first line on the compact (mobile) header. */
  greeting: string | null;
  onClose: () => void;
  onSignOut: () => void;
  LinkComponent: ShellLinkComponent;
}

/** The signed-in member's menu: member centre, orders, sign out. */
export default function MemberMenuPopup({ menuId, buttonId, anchor, greeting, onClose, onSignOut, LinkComponent }: MemberMenuPopupProps) {
  const closeMenu = onClose;
  const compact = greeting !== null;
  const open = anchor !== null;
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={open}
      onClose={closeMenu}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {/* Not an item of the menu (role none): a menu may only hold menu items. */}
      {compact && <ListSubheader component="div" role="none" sx={{ lineHeight: '36px', color: 'text.primary' }}>{greeting}</ListSubheader>}
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
  );
}
