import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { ORDER_SHORTCUTS, type MemberHome } from '../../../../domain/memberProfile/memberHome';
import { formatTwd } from '../../../format';
import { SHOP_COLORS, SHOP_TOKENS } from '../../../tokens';
import { Panel } from '../../checkout/OrderParts';
import { ProfileCopy } from './profileCopy';

const tile = { display: 'grid', justifyItems: 'center', gap: 0.25, py: 1, borderRadius: 1.5, color: 'text.primary', textDecoration: 'none', '&:hover, &:focus-visible': { bgcolor: SHOP_COLORS.softBackground } } as const;

/** 我的訂單 counts per state and 我的優惠 (coupons, credit, wish list), each a shortcut to its list. */
export function MemberShortcuts({ home }: { home: MemberHome }) {
  const wallet = [
    { label: ProfileCopy.COUPONS, value: String(home.usableCoupons), to: '/member/coupon' },
    { label: ProfileCopy.CREDIT, value: formatTwd(home.creditBalance), to: '/member/cash' },
    { label: ProfileCopy.WISH_LIST, value: String(home.wishListTotal), to: '/member/wish-list' },
  ];
  return (
    <>
      <Panel title={ProfileCopy.MY_ORDERS} action={<Box component={Link} to="/member/orders" sx={{ fontSize: 14, color: SHOP_COLORS.brandPinkStrong }}>{ProfileCopy.ALL_ORDERS} ›</Box>}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)' }}>
          {ORDER_SHORTCUTS.map((s) => (
            <li key={s.key}>
              <Box component={Link} to={s.to} sx={tile} aria-label={ProfileCopy.countLabel(s.label, home.orders[s.key])}>
                {/* Label first in reading order so the visible text starts the accessible name; the count shows above. */}
                <Typography sx={{ fontSize: 13 }}>{s.label}</Typography>
                <Typography sx={{ order: -1, fontSize: 20, fontWeight: 800, color: home.orders[s.key] > 0 ? SHOP_COLORS.brandPinkStrong : 'text.primary' }}>{home.orders[s.key]}</Typography>
              </Box>
            </li>
          ))}
        </Box>
      </Panel>
      <Panel title={ProfileCopy.WALLET}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)' }}>
          {wallet.map((w) => (
            <li key={w.to}>
              <Box component={Link} to={w.to} sx={tile}>
                <Typography sx={{ fontSize: 18, fontWeight: 800 }}>{w.value}</Typography>
                <Typography sx={{ fontSize: 13 }}>{w.label}</Typography>
              </Box>
            </li>
          ))}
        </Box>
      </Panel>
    </>
  );
}

const MORE = [
  { label: ProfileCopy.ORDERS, to: '/member/orders' },
  { label: ProfileCopy.REFUNDS, to: '/member/refund' },
  { label: ProfileCopy.DEVICES, to: '/member/devices' },
  { label: ProfileCopy.DELETE_ACCOUNT, to: '/delete-account' },
];

export function MoreLinks() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {MORE.map((m) => (
        <li key={m.to}>
          <Box component={Link} to={m.to} sx={{ display: 'flex', justifyContent: 'space-between', py: 1.25, borderBottom: `1px solid ${SHOP_TOKENS.border}`, color: 'text.primary', textDecoration: 'none' }}>
            {m.label}<span aria-hidden>›</span>
          </Box>
        </li>
      ))}
    </Box>
  );
}
