import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { SHOP_COLORS, SHOP_TOKENS } from '../../tokens';
import { ProfileBadgeDot, useMarkProfileBadgeSeen } from '../../notifications/useProfileBadges';

/** The member area's places, in the order Taiwanese shops list them. */
export const MEMBER_LINKS = [
  { to: '/member/profile', label: '會員中心' },
  { to: '/member/orders', label: '訂單查詢' },
  { to: '/member/refund', label: '退款查詢' },
  { to: '/member/coupon', label: '我的折價券' },
  { to: '/member/cash', label: '我的購物金' },
  { to: '/member/wish-list', label: '追蹤清單' },
  { to: '/promotion-code', label: '領取折價券' },
  { to: '/member/devices', label: '登入裝置' },
] as const;

/**
 * Every member page: its title (h1) and content; on desktop a side list of the member area's
 * places beside it, on phones the content alone (the member home links everywhere).
 */
export function MemberShell({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  useMarkProfileBadgeSeen();
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, py: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '200px minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
      <Box component="nav" aria-label="會員專區" sx={{ display: { xs: 'none', md: 'block' }, bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: 1, position: 'sticky', top: 16 }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {MEMBER_LINKS.map((link) => (
            <li key={link.to}>
              <Box component={NavLink} to={link.to}
                sx={{ display: 'block', px: 1.5, py: 1, borderRadius: 1.5, color: 'text.primary', textDecoration: 'none', fontSize: 15, '&.active': { bgcolor: SHOP_COLORS.softBackground, color: SHOP_COLORS.brandPinkStrong, fontWeight: 700 }, '&:hover': { bgcolor: SHOP_COLORS.softBackground } }}>
                {link.label}<ProfileBadgeDot to={link.to} />
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>{title}</Typography>
          {actions}
        </Box>
        {children}
      </Box>
    </Container>
  );
}
