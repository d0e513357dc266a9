import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { COUPON_STATES, couponDateText, couponStateLabel, parseCouponState } from '../../../../domain/memberWallet/coupons';
import { WalletMessages } from '../../../../domain/memberWallet/messages';
import { useContainer } from '../../../di/ContainerProvider';
import { SHOP_COLORS, SHOP_TOKENS } from '../../../tokens';
import { MemberShell } from '../MemberShell';
import { CouponTicket } from './CouponTicket';
import { couponsQuery } from './walletQueries';
import { pageMeta } from '../../../meta/PageMeta';
import type { RouteData } from '../../../routes/RouteData';
import { routeQuery } from '../../../routes/RouteQuery';
import { profileBadgesRouteQuery } from '../../../notifications/profileBadgesQuery';

const EMPTY: Record<string, string> = { usable: '目前沒有可使用的折價券', used: '還沒有使用過折價券', expired: '沒有已過期的折價券' };

/** coupon (SPEC §2.1, /member/coupon?state=): 可使用 / 已使用 / 已過期 with counts, each coupon a ticket. */
export default function CouponPage() {
  const state = parseCouponState(useSearchParams()[0].get('state')) ?? 'usable';
  const { data, dataUpdatedAt } = useSuspenseQuery(couponsQuery(useContainer(), state));
  return (
    <MemberShell title={WalletMessages.COUPON_TITLE}
      actions={<Button component={RouterLink} to="/promotion-code" size="small" sx={{ color: SHOP_COLORS.brandPinkStrong, fontWeight: 700 }}>{WalletMessages.PROMOTION_CODE_TITLE}</Button>}>
      <Box component="nav" aria-label="折價券狀態" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', bgcolor: SHOP_TOKENS.surface, borderRadius: 2, overflow: 'hidden' }}>
        {COUPON_STATES.map((s) => (
          <Box key={s} component={RouterLink} to={s === 'usable' ? '/member/coupon' : `/member/coupon?state=${s}`} replace
            aria-current={s === state ? 'page' : undefined}
            sx={{ textAlign: 'center', py: 1.25, textDecoration: 'none', fontSize: 15, color: s === state ? SHOP_COLORS.brandPinkStrong : 'text.primary', fontWeight: s === state ? 800 : 500, borderBottom: `3px solid ${s === state ? SHOP_COLORS.brandPinkStrong : 'transparent'}` }}>
            {couponStateLabel(s)} ({data.counts[s]})
          </Box>
        ))}
      </Box>
      {data.coupons.length === 0 ? (
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', py: 6 }}>{EMPTY[state]}</Typography>
      ) : (
        <Box component="ul" aria-label={`${couponStateLabel(state)}的折價券`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {data.coupons.map((c) => (
            <li key={c.id}>
              <CouponTicket coupon={c} dateText={couponDateText(c, dataUpdatedAt)} faded={state !== 'usable'} useLink={state === 'usable'}
                note={c.order ? `訂單 ${c.order.number}` : undefined} />
            </li>
          ))}
        </Box>
      )}
    </MemberShell>
  );
}

export const route: RouteData = {
  meta: () => pageMeta({ title: '我的折價券', robots: 'noindex', canonicalPath: '/member/coupon' }),
  queries: ({ search, container }) => {
    const state = parseCouponState(search.get('state'));
    return state === null ? null : [routeQuery(couponsQuery(container, state)), profileBadgesRouteQuery(container)];
  },
};
