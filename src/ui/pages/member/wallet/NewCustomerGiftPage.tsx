import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClaimNewCustomerGift } from '../../../../application/memberWallet/ClaimNewCustomerGift';
import { taipeiDate } from '../../../../domain/memberWallet/dates';
import type { GiftStatus } from '../../../../domain/memberWallet/gift';
import { WalletMessages } from '../../../../domain/memberWallet/messages';
import { useContainer } from '../../../di/ContainerProvider';
import { useRequireMember } from '../../../hooks/useRequireMember';
import { useUseCase } from '../../../hooks/useUseCase';
import { SHOP_COLORS, SHOP_TOKENS } from '../../../tokens';
import { CouponTicket } from './CouponTicket';
import { giftQuery, walletKeys } from './walletQueries';
import { pageMeta } from '../../../meta/PageMeta';
import type { RouteData } from '../../../routes/RouteData';
import { routeQuery } from '../../../routes/RouteQuery';

const STATUS_LINE: Record<Exclude<GiftStatus, 'eligible'>, string> = {
  visitor: '登入或註冊會員，即可領取新會員禮。',
  claimed: `${WalletMessages.GIFT_ALREADY_CLAIMED}，折價券在「我的折價券」。`,
  has_order: `${WalletMessages.GIFT_NOT_ELIGIBLE}。`,
};

/** new-customer-gift (SPEC §2.1, /event-new-customer-gift): the welcome coupons, 立即領取 once before a first order. */
export default function NewCustomerGiftPage() {
  const { data } = useSuspenseQuery(giftQuery(useContainer()));
  const claimGift = useUseCase(ClaimNewCustomerGift);
  const requireMember = useRequireMember();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const claim = async () => {
    if (!requireMember({ actionName: '領取新會員禮' })) return;
    setBusy(true);
    const outcome = await claimGift.execute();
    setBusy(false);
    setResult(outcome.ok ? { ok: true, message: outcome.value.message } : { ok: false, message: outcome.error.message });
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  };

  return (
    <Container maxWidth="sm" sx={{ px: { xs: 1.5, md: 3 }, py: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ bgcolor: SHOP_COLORS.brandPinkStrong, color: SHOP_TOKENS.onAccent, borderRadius: 2, p: { xs: 2, md: 3 } }}>
        <Typography component="h1" sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 800 }}>{WalletMessages.GIFT_TITLE}</Typography>
        <Typography sx={{ fontSize: 15, mt: 0.5 }}>第一次在寶貝揪團購物？領取新會員專屬折價券，首購更划算。每位會員限領一次，限尚未下過訂單的會員。</Typography>
      </Box>
      <Box component="ul" aria-label="新會員禮折價券" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {data.coupons.map((c) => (
          <li key={c.title}><CouponTicket coupon={c} dateText={`領取後 ${taipeiDate(c.expiresAt)} 前有效`} /></li>
        ))}
      </Box>
      {result && <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>{result.message}</Alert>}
      {data.status === 'eligible' || data.status === 'visitor' ? (
        <Button variant="contained" size="large" disableElevation disabled={busy} onClick={() => void claim()}
          sx={{ bgcolor: SHOP_COLORS.brandPinkStrong, '&:hover': { bgcolor: SHOP_COLORS.brandPinkDeep }, fontWeight: 800 }}>
          立即領取
        </Button>
      ) : (
        !result && <Typography data-testid="gift-status" sx={{ textAlign: 'center', color: 'text.secondary' }}>{STATUS_LINE[data.status]}</Typography>
      )}
      {data.status === 'visitor' && <Typography sx={{ textAlign: 'center', fontSize: 14, color: 'text.secondary' }}>{STATUS_LINE.visitor}</Typography>}
      {(data.status === 'claimed' || result?.ok) && (
        <Button component={RouterLink} to="/member/coupon" variant="outlined" sx={{ color: SHOP_COLORS.brandPinkStrong, borderColor: SHOP_COLORS.brandPinkStrong }}>
          查看{WalletMessages.COUPON_TITLE}
        </Button>
      )}
    </Container>
  );
}

export const route: RouteData = {
  meta: () => pageMeta({ title: '新會員禮', description: '新會員專屬折價券，首購前領取，每位會員限領一次。', canonicalPath: '/event-new-customer-gift' }),
  queries: ({ container }) => [routeQuery(giftQuery(container))],
};
