import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CancelOrder } from '../../../../application/memberOrders/CancelOrder';
import type { OrderDetail } from '../../../../domain/checkout/checkoutView';
import { orderActions, refundFormPath, reviewPath } from '../../../../domain/memberOrders/orderActions';
import { refundDeadline } from '../../../../domain/memberOrders/refundRules';
import { TOKENS } from '../../../../infrastructure/di/tokens';
import { useOutcomeToast } from '../../../hooks/useOutcomeToast';
import { useUseCase } from '../../../hooks/useUseCase';
import { SHOP_COLORS } from '../../../tokens';
import { checkoutKeys } from '../../checkout/checkoutQueries';
import { formatDateTime } from '../../checkout/OrderParts';
import { memberOrderKeys } from './memberOrdersQueries';
import { OrdersCopy } from './ordersCopy';

const pink = { bgcolor: SHOP_COLORS.brandPinkStrong, '&:hover': { bgcolor: SHOP_COLORS.brandPinkDeep } };

/** The order detail's actions (取消訂單 with a confirm, 申請退款 within 鑑賞期, 評價 once completed); 重新付款 stays in OrderPayment. */
export function OrderActions({ order }: { order: OrderDetail }) {
  const now = useUseCase(TOKENS.Clock).now();
  const refundableUnits = order.refundable.reduce((sum, r) => sum + r.quantity, 0);
  const actions = orderActions({ status: order.status, deliveredAt: order.deliveredAt, refundableUnits }, now);
  const cancel = useUseCase(CancelOrder);
  const toast = useOutcomeToast();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const deadline = refundDeadline(order.deliveredAt);

  const onCancel = async () => {
    setPending(true);
    const outcome = await cancel.execute({ orderId: order.id });
    setPending(false);
    setConfirming(false);
    toast(outcome);
    await Promise.all([queryClient.invalidateQueries({ queryKey: checkoutKeys.order(order.id) }), queryClient.invalidateQueries({ queryKey: memberOrderKeys.all })]);
  };

  if (!actions.some((a) => a !== 'retry_payment')) return null;
  return (
    <Box role="group" aria-label={OrdersCopy.ACTIONS} sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {actions.includes('refund') && (
        <>
          <Button component={Link} to={refundFormPath(order.id)} variant="contained" sx={pink}>{OrdersCopy.REFUND}</Button>
          {deadline !== null && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{OrdersCopy.REFUND_UNTIL(formatDateTime(deadline))}</Typography>}
        </>
      )}
      {actions.includes('review') && <Button component={Link} to={reviewPath(order.id)} variant="outlined" sx={{ color: SHOP_COLORS.brandPinkStrong, borderColor: SHOP_COLORS.brandPinkStrong }}>{OrdersCopy.REVIEW}</Button>}
      {actions.includes('cancel') && <Button variant="outlined" color="inherit" onClick={() => setConfirming(true)}>{OrdersCopy.CANCEL}</Button>}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="cancel-order-title" aria-describedby="cancel-order-text">
        <DialogTitle id="cancel-order-title">{OrdersCopy.CANCEL_CONFIRM_TITLE}</DialogTitle>
        <DialogContent><DialogContentText id="cancel-order-text">{OrdersCopy.CANCEL_CONFIRM_TEXT}</DialogContentText></DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} color="inherit">{OrdersCopy.CANCEL_KEEP}</Button>
          <Button onClick={() => void onCancel()} disabled={pending} variant="contained" sx={pink}>{OrdersCopy.CANCEL_YES}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
