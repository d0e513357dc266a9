import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import type { Branch } from '../../domain/catalog/Branch';
import { MallCopy } from '../pages/mall/messages';
import { SHOP_COLORS, SHOP_TOKENS } from '../theme';

export interface MallNavBarProps {
  branches: Branch[];
  /** The current branch path ('all' for 全部), or null when the page belongs to none. */
  current: string | null;
  variant: 'desktop' | 'mobile';
  /** The mobile bar sticks under the mobile header, or to the top when the route hides it. */
  underHeader?: boolean;
}

const PINK = SHOP_COLORS.brandPinkStrong;

/** SPEC §2.2 branch navigation: a row of branches on desktop, sticky sideways-scrolling chips on phones. */
export function MallNavBar({ branches, current, variant, underHeader = true }: MallNavBarProps) {
  const items = [{ path: 'all', name: MallCopy.allBranches }, ...branches];
  const mobile = variant === 'mobile';
  return (
    <Box
      component="nav"
      aria-label={MallCopy.branchNav}
      data-testid={`mall-nav-${variant}`}
      sx={mobile
        ? { position: 'sticky', top: underHeader ? 'calc(52px + env(safe-area-inset-top))' : 0, zIndex: 'appBar', bgcolor: 'background.paper', borderBottom: `1px solid ${SHOP_COLORS.border}` }
        : { bgcolor: 'background.paper', borderBottom: `1px solid ${SHOP_COLORS.border}` }}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none', m: 0, display: 'flex', alignItems: 'center',
          ...(mobile
            ? { gap: 1, px: 1.5, py: 1, overflowX: 'auto', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }
            : { gap: 0.5, maxWidth: 1200, mx: 'auto', px: 3, py: 0 }),
        }}
      >
        {items.map((item) => {
          const active = item.path === current;
          return (
            <Box component="li" key={item.path} sx={{ flex: '0 0 auto' }}>
              <Link
                to={`/mall/${item.path}`}
                aria-current={active ? 'page' : undefined}
                style={{ textDecoration: 'none', whiteSpace: 'nowrap', display: 'inline-block', ...(mobile ? chip(active) : tab(active)) }}
              >
                {item.name}
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

const chip = (active: boolean) => ({
  padding: '11px 14px', borderRadius: 999, fontSize: 14, minHeight: 44, lineHeight: '20px',
  border: `1px solid ${active ? PINK : SHOP_TOKENS.controlBorder}`, background: active ? PINK : SHOP_TOKENS.surface, color: active ? SHOP_TOKENS.onAccent : SHOP_TOKENS.text, fontWeight: active ? 700 : 400,
});

const tab = (active: boolean) => ({
  padding: '14px 14px 11px', fontSize: 15, color: active ? PINK : SHOP_TOKENS.text, fontWeight: active ? 700 : 400,
  borderBottom: `3px solid ${active ? PINK : 'transparent'}`,
});
