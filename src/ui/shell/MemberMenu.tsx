import { useId, useState, type MouseEvent } from 'react';
import { lazyMui } from '../app/lazyMui';
import controls from './controls.module.css';
import { cx } from '../components/cx';
import { UserIcon } from './icons';
import { shellMessages as m } from './messages';
import type { ShellLinkComponent } from './ShellLink';
import { buttonClass, buttonModifiers } from '../components/buttonClass';
import { useOpenedOnce } from '../hooks/useOpenedOnce';

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

// The menu (popover, modal, focus trap) is MUI and loads with its scope on first open: most page views never open it.
const MemberMenuPopup = lazyMui(() => import('./MemberMenuPopup'));

/** The member corner of both headers: a sign-in button, or the nickname with a small menu. */
export function MemberMenu({ signedIn, nickname, onLoginClick, onSignOut, LinkComponent, compact = false }: MemberMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const mounted = useOpenedOnce(open);
  const menuId = useId();
  const buttonId = useId();

  if (!signedIn) {
    return (
      <button type="button" onClick={onLoginClick} className={buttonClass(compact ? 'text' : 'contained', 'small', compact && buttonModifiers.touch)}>
        {compact ? m.member.login : m.member.loginOrRegister}
      </button>
    );
  }

  const greeting = m.member.greeting(nickname || m.member.fallbackNickname);
  const openMenu = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const closeMenu = () => setAnchor(null);
  const trigger = {
    id: buttonId,
    type: 'button' as const,
    onClick: openMenu,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
  };

  return (
    <>
      {compact ? (
        <button {...trigger} aria-label={`${m.member.menuLabel}（${greeting}）`} className={cx(controls.iconButton, controls.textColor)}>
          <UserIcon />
        </button>
      ) : (
        <button {...trigger} className={buttonClass('inherit', 'medium', buttonModifiers.regular)}>
          {greeting}
        </button>
      )}
      {mounted && (
        <MemberMenuPopup
          menuId={menuId}
          buttonId={buttonId}
          anchor={anchor}
          greeting={compact ? greeting : null}
          onClose={closeMenu}
          onSignOut={onSignOut}
          LinkComponent={LinkComponent}
        />
      )}
    </>
  );
}
