import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RequestRefund } from '../../../../application/memberOrders/RequestRefund';
import { orderActions, orderDetailPath, refundDetailPath } from '../../../../domain/memberOrders/orderActions';
import {
  REFUND_DESTINATION_LABELS, REFUND_DESTINATIONS, REFUND_NOTE_MAX, REFUND_REASON_LABELS, REFUND_REASONS, type RefundDestination, type RefundReason,
} from '../../../../domain/memberOrders/refunds';
import { TOKENS } from '../../../../infrastructure/di/tokens';
import { useOutcomeToast } from '../../../hooks/useOutcomeToast';
import { useContainer } from '../../../di/ContainerProvider';
import { useUseCase } from '../../../hooks/useUseCase';
import { SHOP_COLORS } from '../../../tokens';
import { checkoutKeys, orderQuery } from '../../checkout/checkoutQueries';
import { Panel } from '../../checkout/OrderParts';
import { memberOrderKeys } from './memberOrdersQueries';
import { OrdersCopy } from './ordersCopy';
import { QuantityStepper } from './QuantityStepper';

const DESTINATION_HINTS: Record<RefundDestination, string> = { original: OrdersCopy.REFUND_TO_ORIGINAL_HINT, credit: OrdersCopy.REFUND_TO_CREDIT_HINT };

/** 申請退款 for one order: each line up to what is still refundable, a reason (其他 needs words), and where the money goes. */
export function RefundForm({ orderId }: { orderId: number }) {
  const { data: order } = useSuspenseQuery(orderQuery(useContainer(), orderId));
  const now = useUseCase(TOKENS.Clock).now();
  const request = useUseCase(RequestRefund);
  const toast = useOutcomeToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<RefundReason>('defective');
  const [note, setNote] = useState('');
  const [refundTo, setRefundTo] = useState<RefundDestination>('original');
  const [problem, setProblem] = useState<{ message: string; fields: Readonly<Record<string, string>> } | null>(null);
  const [pending, setPending] = useState(false);
  const refundable = new Map(order.refundable.map((r) => [r.optionId, r.quantity]));
  const units = order.refundable.reduce((s, r) => s + r.quantity, 0);
  const open = orderActions({ status: order.status, deliveredAt: order.deliveredAt, refundableUnits: units }, now).includes('refund');

  const onSubmit = async () => {
    setPending(true);
    const lines = Object.entries(quantities).map(([optionId, quantity]) => ({ optionId: Number(optionId), quantity }));
    const outcome = await request.execute({ orderId, lines, reason, note, refundTo });
    setPending(false);
    toast(outcome);
    if (!outcome.ok) return setProblem(outcome.error);
    await Promise.all([queryClient.invalidateQueries({ queryKey: memberOrderKeys.all }), queryClient.invalidateQueries({ queryKey: checkoutKeys.order(orderId) })]);
    navigate(refundDetailPath(outcome.value.refund.id));
  };

  if (!open) {
    return (
      <Panel title={OrdersCopy.REFUND_FORM_TITLE}>
        <Typography sx={{ mb: 1 }}>{OrdersCopy.NOTHING_REFUNDABLE}</Typography>
        <Button component={Link} to={orderDetailPath(orderId)} variant="outlined">{OrdersCopy.BACK_TO_ORDER}</Button>
      </Panel>
    );
  }
  return (
    <Box component="form" aria-label={OrdersCopy.REFUND_FORM_TITLE} noValidate onSubmit={(e) => { e.preventDefault(); void onSubmit(); }} sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{OrdersCopy.ORDER_NUMBER} {order.number}</Typography>
      {problem && <Alert severity="error">{problem.message}</Alert>}
      <Panel title={OrdersCopy.REFUND_LINES}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {order.lines.map((line) => (
            <Box component="li" key={line.optionId} sx={{ display: 'grid', gridTemplateColumns: '56px 1fr', gap: 1.5, alignItems: 'center' }}>
              <Box component="img" src={line.image} alt="" width={56} height={56} loading="lazy" sx={{ borderRadius: 1.5, objectFit: 'cover', bgcolor: SHOP_COLORS.softBackground }} />
              <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
                <Typography sx={{ fontSize: 14, fontWeight: 600 }}>{line.productTitle}</Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{line.size}・{OrdersCopy.REFUNDABLE(refundable.get(line.optionId) ?? 0)}</Typography>
                <QuantityStepper label={OrdersCopy.REFUND_QUANTITY(line.productTitle, line.size)} value={quantities[line.optionId] ?? 0} max={refundable.get(line.optionId) ?? 0}
                  onChange={(q) => setQuantities((all) => ({ ...all, [line.optionId]: q }))} />
              </Box>
            </Box>
          ))}
        </Box>
        {problem?.fields.lines && <Typography role="alert" sx={{ color: 'error.main', fontSize: 13, mt: 1 }}>{problem.fields.lines}</Typography>}
      </Panel>
      <Panel title={OrdersCopy.REASON}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <TextField select label={OrdersCopy.REASON} value={reason} onChange={(e) => setReason(e.target.value as RefundReason)} slotProps={{ select: { native: true } }} size="small">
            {REFUND_REASONS.map((r) => <option key={r} value={r}>{REFUND_REASON_LABELS[r]}</option>)}
          </TextField>
          <TextField label={OrdersCopy.NOTE} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} size="small"
            error={Boolean(problem?.fields.note)} helperText={problem?.fields.note ?? OrdersCopy.NOTE_HINT} slotProps={{ htmlInput: { maxLength: REFUND_NOTE_MAX } }} />
        </Box>
      </Panel>
      <Panel title={OrdersCopy.REFUND_TO} labelId="refund-to-title">
        <RadioGroup aria-labelledby="refund-to-title" value={refundTo} onChange={(e) => setRefundTo(e.target.value as RefundDestination)}>
          {REFUND_DESTINATIONS.map((d) => (
            <FormControlLabel key={d} value={d} control={<Radio />}
              label={<Box><Typography sx={{ fontSize: 15 }}>{REFUND_DESTINATION_LABELS[d]}</Typography><Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{DESTINATION_HINTS[d]}</Typography></Box>} />
          ))}
        </RadioGroup>
      </Panel>
      <Button type="submit" variant="contained" disabled={pending} size="large"
        sx={{ bgcolor: SHOP_COLORS.brandPinkStrong, '&:hover': { bgcolor: SHOP_COLORS.brandPinkDeep }, justifySelf: { xs: 'stretch', md: 'start' } }}>{OrdersCopy.SUBMIT_REFUND}</Button>
    </Box>
  );
}
