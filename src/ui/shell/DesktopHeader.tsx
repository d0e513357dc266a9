import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
import { useId, type ReactNode } from 'react';
import { CountBadge, labelWithCount } from './CountBadge';
import { CartIcon, SearchIcon } from './icons';
import { MemberMenu, type MemberAreaProps } from './MemberMenu';
import { shellMessages as m } from './messages';
import { DESKTOP_NAV_LINKS, SHELL_PATHS } from './shellLinks';
import { AnchorLink, type ShellLinkComponent } from './ShellLink';
import { visuallyHidden } from './visuallyHidden';
import { SHOP_COLORS } from '../theme';

export interface DesktopHeaderProps extends MemberAreaProps {
  cartCount: number;
  /** Pass react-router's `Link`; plain anchors by default. */
  LinkComponent?: ShellLinkComponent;
  /** The product search with suggestions (the app passes it); a plain search form without. */
  search?: ReactNode;
}

/** The desktop header: logo, product search, the main sections, cart and member corner. */
export function DesktopHeader({ cartCount, LinkComponent = AnchorLink, search, ...member }: DesktopHeaderProps) {
  const searchId = useId();
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: `1px solid ${SHOP_COLORS.border}` }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: 3, height: 72, display: 'flex', alignItems: 'center', gap: 3 }}>
        <Link
          component={LinkComponent}
          to={SHELL_PATHS.home}
          aria-label={m.homeLink}
          underline="none"
          sx={{ color: SHOP_COLORS.brandPink, fontSize: 26, fontWeight: 800, whiteSpace: 'nowrap' }}
        >
          {m.brand}
        </Link>
        {search ?? <Box
          component="form"
          role="search"
          action={SHELL_PATHS.search}
          method="get"
          sx={{ flex: 1, maxWidth: 420, display: 'flex', alignItems: 'center', bgcolor: SHOP_COLORS.softBackground, borderRadius: 5, pl: 2, border: `1px solid ${SHOP_COLORS.border}` }}
        >
          <label htmlFor={searchId} style={visuallyHidden}>
            {m.search.label}
          </label>
          <InputBase id={searchId} name="query" type="search" placeholder={m.search.placeholder} sx={{ flex: 1, fontSize: 15 }} />
          <Button type="submit" aria-label={m.search.submit} sx={{ minWidth: 44, color: 'text.primary', borderRadius: 5 }}>
            <SearchIcon size={20} />
          </Button>
        </Box>}
        <Box component="nav" aria-label={m.nav.label} sx={{ display: 'flex', gap: 2.5 }}>
          {DESKTOP_NAV_LINKS.map((link) => (
            <Link key={link.to} component={LinkComponent} to={link.to} underline="hover" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {link.label}
            </Link>
          ))}
        </Box>
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 2 }}>
          <Link
            component={LinkComponent}
            to={SHELL_PATHS.cart}
            aria-label={labelWithCount(m.cart.label, cartCount, (_label, text) => m.cart.withCount(text))}
            sx={{ color: 'text.primary', display: 'inline-flex', p: 1 }}
          >
            <CountBadge count={cartCount}>
              <CartIcon />
            </CountBadge>
          </Link>
          <MemberMenu {...member} LinkComponent={LinkComponent} />
        </Box>
      </Box>
    </Box>
  );
}
