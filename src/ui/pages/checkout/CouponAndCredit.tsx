import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Checkout, CheckoutCoupon } from '../../../domain/checkout/checkoutView';
import { useContainer } from '../../di/ContainerProvider';
import { formatTwd } from '../../format';
import { SHOP_COLORS } from '../../tokens';
import { CheckoutCopy } from './checkoutCopy';
import { couponsQuery } from './checkoutQueries';
import { formatTaipeiDate } from '../catalog/formatDate';
import { Panel } from './OrderParts';
import { useChangeCheckout } from './useChangeCheckout';

/** 折價券 (the best one preselected by the shop, one per order) and 購物金 (up to the cap). */
export function CouponAndCredit({ checkout, fault }: { checkout: Checkout; fault?: string }) {
  const [picking, setPicking] = useState(false);
  const [credit, setCredit] = useState(String(checkout.credit.used || ''));
  const [problem, setProblem] = useState<string | null>(null);
  const { change, pending } = useChangeCheckout(checkout.id);
  const apply = async (amount: number) => {
    const outcome = await change({ credit: amount });
    setProblem(outcome.ok ? null : (Object.values(outcome.error.fields)[0] ?? outcome.error.message));
    if (outcome.ok) setCredit(String(outcome.value.credit.used || ''));
  };
  return (
    <>
      <Panel title={CheckoutCopy.COUPON} labelId="checkout-coupon" fault={fault}
        action={<Button size="small" data-section-edit="" onClick={() => setPicking(true)} sx={{ color: SHOP_COLORS.brandPinkStrong, fontWeight: 700 }}>{CheckoutCopy.PICK_COUPON}</Button>}>
        <Typography sx={{ fontSize: 14 }} data-testid="chosen-coupon">
          {checkout.coupon ? `${checkout.coupon.title}（−${formatTwd(checkout.coupon.saved)}）` : CheckoutCopy.NO_COUPON}
        </Typography>
      </Panel>
      {checkout.credit.balance > 0 && (
        <Panel title={CheckoutCopy.CREDIT} labelId="checkout-credit">
          <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{CheckoutCopy.CREDIT_BALANCE(formatTwd(checkout.credit.balance), formatTwd(checkout.credit.cap))}</Typography>
          <Box component="form" onSubmit={(e) => { e.preventDefault(); void apply(Number(credit || 0)); }} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField size="small" label={CheckoutCopy.CREDIT_AMOUNT} value={credit} onChange={(e) => setCredit(e.target.value.replace(/\D/g, '').slice(0, 7))}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }} error={problem !== null} helperText={problem ?? ' '} />
            <Button type="submit" variant="outlined" disabled={pending}>{CheckoutCopy.APPLY}</Button>
          </Box>
        </Panel>
      )}
      {picking && <CouponDialog checkout={checkout} onClose={() => setPicking(false)} />}
    </>
  );
}

function CouponDialog({ checkout, onClose }: { checkout: Checkout; onClose: () => void }) {
  const { data } = useQuery(couponsQuery(useContainer(), checkout.id));
  const { change, pending } = useChangeCheckout(checkout.id);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (coupon: number | 'none') => {
    const outcome = await change({ coupon });
    if (outcome.ok) return onClose();
    setProblem(outcome.error.message);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="coupon-dialog-title">
      <DialogTitle id="coupon-dialog-title">{CheckoutCopy.PICK_COUPON}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        {data?.usable.map((c) => (
          <CouponRow key={c.memberCouponId} coupon={c} chosen={checkout.coupon?.memberCouponId === c.memberCouponId} disabled={pending} onChoose={() => void choose(c.memberCouponId)} />
        ))}
        <Button variant="outlined" color="inherit" disabled={pending} onClick={() => void choose('none')}>{CheckoutCopy.NO_COUPON}</Button>
        {data && data.unusable.length > 0 && (
          <>
            <Typography component="h3" sx={{ fontSize: 14, fontWeight: 700, mt: 1 }}>{CheckoutCopy.UNUSABLE_COUPONS}</Typography>
            {data.unusable.map((c) => <CouponRow key={c.memberCouponId} coupon={c} chosen={false} disabled onChoose={() => undefined} />)}
          </>
        )}
        <Button onClick={onClose}>{CheckoutCopy.CLOSE}</Button>
      </DialogContent>
    </Dialog>
  );
}

function CouponRow({ coupon, chosen, disabled, onChoose }: { coupon: CheckoutCoupon; chosen: boolean; disabled: boolean; onChoose: () => void }) {
  return (
    <Button variant={chosen ? 'contained' : 'outlined'} disabled={disabled} onClick={onChoose} aria-pressed={chosen}
      sx={{ justifyContent: 'space-between', textAlign: 'left', gap: 2, ...(chosen ? { bgcolor: SHOP_COLORS.brandPinkStrong } : { borderColor: SHOP_COLORS.border, color: 'text.primary' }) }}>
      <Box component="span" sx={{ display: 'grid' }}>
        <span>{coupon.title}</span>
        <Box component="span" sx={{ fontSize: 12, opacity: 0.8 }}>{coupon.reason ?? CheckoutCopy.EXPIRES(formatTaipeiDate(coupon.expiresAt))}</Box>
      </Box>
      {coupon.saved > 0 && <span>−{formatTwd(coupon.saved)}</span>}
    </Button>
  );
}
