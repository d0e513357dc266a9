import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { OrderDetail } from '../../../domain/checkout/checkoutView';
import type { PaymentMethod } from '../../../domain/checkout/payments';
import { SHOP_COLORS } from '../../tokens';
import { CheckoutCopy } from './checkoutCopy';

/**
 * 更換付款方式 for an order whose payment did not go through: the same order, paid another way
 * (the shop's 重新付款 with a method). A method this order cannot take is listed with its reason.
 */
export function ChangePaymentMethod({ order, pending, onPay }: { order: OrderDetail; pending: boolean; onPay: (method: PaymentMethod) => void }) {
  const [open, setOpen] = useState(false);
  const usable = order.paymentChoices.filter((c) => c.disabledReason === null && c.method !== order.paymentMethod);
  const [method, setMethod] = useState<PaymentMethod | null>(usable[0]?.method ?? null);
  if (usable.length === 0) return null;
  if (!open) return <Button variant="outlined" onClick={() => setOpen(true)} sx={{ justifySelf: 'start' }}>{CheckoutCopy.CHANGE_METHOD}</Button>;
  return (
    <Box component="fieldset" sx={{ m: 0, p: 1.5, border: '1px solid', borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 1 }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>{CheckoutCopy.CHANGE_METHOD}</Typography>
      <RadioGroup value={method ?? ''} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
        {order.paymentChoices.filter((c) => c.method !== order.paymentMethod).map((c) => (
          <FormControlLabel key={c.method} value={c.method} disabled={c.disabledReason !== null} control={<Radio />}
            label={c.disabledReason ? `${c.label}（${c.disabledReason}）` : c.label} />
        ))}
      </RadioGroup>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={pending || method === null} onClick={() => method && onPay(method)} sx={{ bgcolor: SHOP_COLORS.brandPinkStrong }}>
          {CheckoutCopy.PAY_THIS_WAY}
        </Button>
        <Button onClick={() => setOpen(false)}>{CheckoutCopy.CANCEL}</Button>
      </Box>
    </Box>
  );
}
