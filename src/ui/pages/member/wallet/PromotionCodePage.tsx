import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ClaimPromotionCode } from '../../../../application/memberWallet/ClaimPromotionCode';
import type { ClaimedCoupons } from '../../../../application/memberWallet/ports';
import { couponDateText } from '../../../../domain/memberWallet/coupons';
import { WalletMessages } from '../../../../domain/memberWallet/messages';
import { PROMOTION_CODE_MAX } from '../../../../domain/memberWallet/promotionCode';
import { useRequireMember } from '../../../hooks/useRequireMember';
import { useUseCase } from '../../../hooks/useUseCase';
import { useUserMeta } from '../../../hooks/useUserMeta';
import { SHOP_COLORS, SHOP_TOKENS } from '../../../tokens';
import { CouponTicket } from './CouponTicket';
import { walletKeys } from './walletQueries';
import { pageMeta } from '../../../meta/PageMeta';
import type { RouteData } from '../../../routes/RouteData';

const HOW_TO = ['輸入活動或 App 推播中取得的優惠碼（不分大小寫）', '按下「領取」，登入後折價券會放入「我的折價券」', '結帳時選擇折價券即可折抵，每張優惠碼每位會員限領一次'];

/**
 * promotion-code (SPEC §2.1): enter a code and sign in to get the coupon. A visitor's 領取 opens the
 * sign-in and keeps the code in the address (?code=…&claim=1), so it is claimed once they are back.
 */
export default function PromotionCodePage() {
  const [search, setSearch] = useSearchParams();
  const [code, setCode] = useState(search.get('code') ?? '');
  const [claimed, setClaimed] = useState<(ClaimedCoupons & { at: number }) | null>(null);
  const [problem, setProblem] = useState<{ message: string; field: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = useUserMeta()?.signedIn ?? false;
  const requireMember = useRequireMember();
  const claim = useUseCase(ClaimPromotionCode);
  const queryClient = useQueryClient();
  const resumed = useRef(false);

  const run = async (typed: string) => {
    setBusy(true);
    setProblem(null);
    const outcome = await claim.execute({ code: typed });
    setBusy(false);
    if (outcome.ok) {
      setClaimed({ ...outcome.value, at: Date.now() });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    } else {
      setClaimed(null);
      setProblem({ message: outcome.error.message, field: outcome.error.fields.code ?? null });
    }
  };

  useEffect(() => {
    if (!signedIn || search.get('claim') !== '1' || resumed.current) return;
    resumed.current = true;
    const pending = search.get('code') ?? '';
    setSearch(pending ? { code: pending } : {}, { replace: true });
    void run(pending);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!signedIn) setSearch(typed ? { code: typed } : {}, { replace: true });
    const back = `/promotion-code?${new URLSearchParams({ code: typed, claim: '1' }).toString()}`;
    if (!requireMember({ actionName: '領取折價券', redirectTo: back })) return;
    void run(code);
  };

  return (
    <Container maxWidth="sm" sx={{ px: { xs: 1.5, md: 3 }, py: 2, display: 'grid', gap: 2 }}>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>{WalletMessages.PROMOTION_CODE_TITLE}</Typography>
      <Box component="section" aria-label="領取說明" sx={{ bgcolor: SHOP_COLORS.softBackground, border: `1px solid ${SHOP_COLORS.border}`, borderRadius: 2, p: 2 }}>
        <Typography sx={{ fontSize: 15, mb: 1 }}>輸入優惠碼，領取寶貝揪團的折價券，下單時直接折抵。</Typography>
        <Box component="ol" sx={{ m: 0, pl: 2.5, fontSize: 14, color: 'text.secondary', display: 'grid', gap: 0.5 }}>
          {HOW_TO.map((line) => <li key={line}>{line}</li>)}
        </Box>
      </Box>
      <Box component="form" onSubmit={submit} noValidate aria-label="領取折價券" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField label="優惠碼" name="code" value={code} onChange={(e) => setCode(e.target.value)} fullWidth size="small"
          autoComplete="off" slotProps={{ htmlInput: { maxLength: PROMOTION_CODE_MAX + 8, autoCapitalize: 'characters', spellCheck: false } }}
          error={problem?.field !== null && problem !== null} helperText={problem?.field ?? ' '} sx={{ bgcolor: SHOP_TOKENS.surface }} />
        <Button type="submit" variant="contained" disabled={busy} disableElevation sx={{ flexShrink: 0, px: 3, height: 40, bgcolor: SHOP_COLORS.brandPinkStrong, '&:hover': { bgcolor: SHOP_COLORS.brandPinkDeep } }}>
          領取
        </Button>
      </Box>
      {problem && problem.field === null && <Alert severity="error" role="alert">{problem.message}</Alert>}
      {claimed && (
        <Box role="status" sx={{ display: 'grid', gap: 1.5 }}>
          <Alert severity="success">{claimed.message}</Alert>
          {claimed.coupons.map((c) => <CouponTicket key={c.id} coupon={c} dateText={couponDateText(c, claimed.at)} />)}
          <Button component={RouterLink} to="/member/coupon" variant="outlined" sx={{ justifySelf: 'start', color: SHOP_COLORS.brandPinkStrong, borderColor: SHOP_COLORS.brandPinkStrong }}>
            查看{WalletMessages.COUPON_TITLE}
          </Button>
        </Box>
      )}
    </Container>
  );
}

export const route: RouteData = {
  meta: () => pageMeta({ title: '領取折價券', description: '輸入優惠碼領取寶貝揪團折價券，登入後放入我的折價券，結帳時折抵。', canonicalPath: '/promotion-code' }),
};
