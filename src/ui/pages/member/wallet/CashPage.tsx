import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { creditExpiryText } from '../../../../domain/memberWallet/credit';
import { taipeiDate } from '../../../../domain/memberWallet/dates';
import { WalletMessages } from '../../../../domain/memberWallet/messages';
import { useContainer } from '../../../di/ContainerProvider';
import { formatTwd } from '../../../format';
import { SHOP_COLORS, SHOP_TOKENS } from '../../../tokens';
import { MemberShell } from '../MemberShell';
import { creditQuery } from './walletQueries';
import { pageMeta } from '../../../meta/PageMeta';
import type { RouteData } from '../../../routes/RouteData';
import { routeQuery } from '../../../routes/RouteQuery';
import { profileBadgesRouteQuery } from '../../../notifications/profileBadgesQuery';

const signed = (amount: number) => (amount > 0 ? `+${formatTwd(amount)}` : `−${formatTwd(-amount)}`);

/** cash (SPEC §2.1, /member/cash): the balance (the ledger's sum), what expires soon, and the ledger. */
export default function CashPage() {
  const { data } = useSuspenseQuery(creditQuery(useContainer()));
  return (
    <MemberShell title={WalletMessages.CASH_TITLE}>
      <Box component="section" aria-labelledby="cash-balance" sx={{ bgcolor: SHOP_COLORS.softBackground, border: `1px solid ${SHOP_COLORS.border}`, borderRadius: 2, p: 2 }}>
        <Typography id="cash-balance" component="h2" sx={{ fontSize: 14, color: 'text.secondary' }}>可用購物金</Typography>
        <Typography data-testid="credit-balance" sx={{ fontSize: 32, fontWeight: 800, color: SHOP_COLORS.brandPinkStrong }}>{formatTwd(data.balance)}</Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>結帳時可折抵商品金額的 20%</Typography>
        {data.expiring.length > 0 && (
          <Box component="ul" aria-label="即將到期" sx={{ m: 0, mt: 1, pl: 2.5, fontSize: 14, color: SHOP_COLORS.brandPinkDeep }}>
            {data.expiring.map((e) => <li key={e.expiresAt}>{creditExpiryText(e)}</li>)}
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby="cash-ledger" sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: { xs: 1.5, md: 2 } }}>
        <Typography id="cash-ledger" component="h2" sx={{ fontSize: 16, fontWeight: 800, mb: 1 }}>購物金明細</Typography>
        {data.entries.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>還沒有購物金紀錄</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.entries.map((e) => (
              <Box component="li" key={e.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 1.25, borderTop: `1px solid ${SHOP_COLORS.border}`, '&:first-of-type': { borderTop: 0 } }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontSize: 15, fontWeight: 600 }}>{e.reasonLabel}</Typography>
                  <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                    {taipeiDate(e.createdAt)}{e.orderNumber ? `・訂單 ${e.orderNumber}` : ''}{e.expiresAt !== null && e.amount > 0 ? `・${taipeiDate(e.expiresAt)} 到期` : ''}
                  </Typography>
                </Box>
                <Typography sx={{ fontSize: 15, fontWeight: 700, whiteSpace: 'nowrap', color: e.amount > 0 ? SHOP_COLORS.brandPinkDeep : 'text.primary' }}>{signed(e.amount)}</Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </MemberShell>
  );
}

export const route: RouteData = {
  meta: () => pageMeta({ title: '我的購物金', robots: 'noindex', canonicalPath: '/member/cash' }),
  queries: ({ container }) => [routeQuery(creditQuery(container)), profileBadgesRouteQuery(container)],
};
