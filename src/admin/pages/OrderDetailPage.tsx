import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AdminOrderEndpoints } from '../../../contract/endpoints/adminOrders';
import { useAdmin } from '../AdminContext';
import { orderIdAt } from '../desks';
import { AdminCopy } from '../messages';
import { ntd } from './AdminGrid';
import { ConfirmDialog, type DialogOutcome } from './ConfirmDialog';
import { OrderSections } from './OrderSections';
import { useDetail } from './useDetail';

type Action = 'ship' | 'deliver' | 'cancel';
const DONE: Record<Action, string> = { ship: AdminCopy.SHIPPED, deliver: AdminCopy.DELIVERED, cancel: AdminCopy.CANCELLED };

/** 訂單明細: the order's parts, and 出貨 / 標記已送達 / 取消訂單 when its state allows (the server decides again). */
export function OrderDetailPage() {
  const { api, path, navigate, notify } = useAdmin();
  const id = orderIdAt(path) ?? 0;
  const { data, error, reload } = useDetail(AdminOrderEndpoints.detail, id);
  const [action, setAction] = useState<Action | null>(null);
  const act = async (reason: string): Promise<DialogOutcome> => {
    if (!action) return null;
    const params = { id };
    const answer = action === 'cancel'
      ? await api(AdminOrderEndpoints.cancel, { params, body: { reason } })
      : await api(action === 'ship' ? AdminOrderEndpoints.ship : AdminOrderEndpoints.deliver, { params });
    if (!answer.ok) return { message: answer.message, fields: answer.fields };
    notify({ severity: 'success', text: DONE[action] });
    reload();
    return null;
  };
  const back = (
    <Link href="/admin/orders" onClick={(event) => { event.preventDefault(); navigate('/admin/orders'); }}>{AdminCopy.BACK_TO_ORDERS}</Link>
  );
  if (!data) return <>{back}{error && <Typography color="error" role="alert">{error}</Typography>}</>;
  return (
    <>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{AdminCopy.ORDER_DETAIL} {data.number}</Typography>
        <Chip label={data.status_label} color="primary" variant="outlined" data-testid="order-status" />
        <Box sx={{ flex: 1 }} />
        {data.can.ship && <Button variant="contained" onClick={() => setAction('ship')}>{AdminCopy.SHIP}</Button>}
        {data.can.deliver && <Button variant="outlined" onClick={() => setAction('deliver')}>{AdminCopy.DELIVER}</Button>}
        {data.can.cancel && <Button variant="outlined" color="error" onClick={() => setAction('cancel')}>{AdminCopy.CANCEL_ORDER}</Button>}
      </Box>
      <OrderSections order={data} />
      <ConfirmDialog open={action === 'ship'} title={AdminCopy.SHIP_TITLE} confirmLabel={AdminCopy.SHIP} body={AdminCopy.SHIP_BODY(data.number)}
        onClose={() => setAction(null)} onConfirm={act} />
      <ConfirmDialog open={action === 'deliver'} title={AdminCopy.DELIVER_TITLE} confirmLabel={AdminCopy.DELIVER} body={AdminCopy.DELIVER_BODY(data.number)}
        onClose={() => setAction(null)} onConfirm={act} />
      <ConfirmDialog open={action === 'cancel'} title={AdminCopy.CANCEL_TITLE} confirmLabel={AdminCopy.CANCEL_ORDER} danger
        body={`${AdminCopy.CANCEL_BODY(data.number)}（${ntd(data.total)}）`} reasonLabel={AdminCopy.CANCEL_REASON} onClose={() => setAction(null)} onConfirm={act} />
    </>
  );
}
