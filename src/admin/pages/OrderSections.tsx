import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminOrderDetailBody } from '../../../contract/adminOrders';
import { AdminCopy } from '../messages';
import { ntd, taipeiTime } from './AdminGrid';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h2" gutterBottom>{title}</Typography>
      {children}
    </Paper>
  );
}

export function Rows({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <Table size="small">
      <TableHead><TableRow>{head.map((h) => <TableCell key={h}>{h}</TableCell>)}</TableRow></TableHead>
      <TableBody>{rows.map((row, i) => <TableRow key={i}>{row.map((cell, j) => <TableCell key={j}>{cell}</TableCell>)}</TableRow>)}</TableBody>
    </Table>
  );
}

/** The order's parts: buyer and delivery, lines and amounts, payments, e-invoice, parcel, timeline. */
export function OrderSections({ order }: { order: AdminOrderDetailBody }) {
  const { invoice, shipment } = order;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}><Section title={AdminCopy.BUYER}>
        <Typography>{order.buyer.name}．{order.buyer.mobile}．{order.buyer.email}</Typography>
        <Typography color="text.secondary">{AdminCopy.MEMBER_ACCOUNT} {order.member_email}</Typography>
      </Section></Grid>
      <Grid size={{ xs: 12, md: 6 }}><Section title={AdminCopy.DESTINATION}>
        <Typography>{order.delivery_label}．{order.payment_label}</Typography>
        <Typography>{order.destination}</Typography>
      </Section></Grid>
      <Grid size={12}><Section title={AdminCopy.LINES}>
        <Rows head={['商品', '規格', '單價', '數量']} rows={order.lines.map((l) => [l.product_title, l.size, ntd(l.unit_price), l.quantity])} />
        <Typography sx={{ mt: 1 }}>{AdminCopy.AMOUNTS(ntd(order.goods), ntd(order.shipping_fee), ntd(order.discount), ntd(order.credit_used))}</Typography>
        <Typography variant="subtitle1">總計 {ntd(order.total)}</Typography>
      </Section></Grid>
      <Grid size={{ xs: 12, md: 6 }}><Section title={AdminCopy.PAYMENTS}>
        <Rows head={['時間', '方式', '狀態', '金額', '卡片']}
          rows={order.payments.map((p) => [taipeiTime(p.created_at), p.method_label, p.state_label, ntd(p.amount), p.card ?? '—'])} />
      </Section></Grid>
      <Grid size={{ xs: 12, md: 6 }}><Section title={AdminCopy.INVOICE}>
        {invoice ? (
          <Typography>{invoice.status_label}．{AdminCopy.INVOICE_NUMBER} {invoice.number ?? '—'}．{AdminCopy.RANDOM_CODE} {invoice.random_code ?? '—'}</Typography>
        ) : <Typography color="text.secondary">{AdminCopy.NO_INVOICE}</Typography>}
      </Section></Grid>
      <Grid size={{ xs: 12, md: 6 }}><Section title={AdminCopy.SHIPMENT}>
        {shipment ? (
          <>
            <Typography>{AdminCopy.LOGISTICS_ID} {shipment.logistics_id}．{AdminCopy.TRACKING_NO} {shipment.tracking_no ?? '—'}</Typography>
            <Rows head={['時間', '物流狀態']} rows={shipment.events.map((e) => [taipeiTime(e.status_at), e.message])} />
          </>
        ) : <Typography color="text.secondary">{AdminCopy.NO_SHIPMENT}</Typography>}
      </Section></Grid>
      <Grid size={{ xs: 12, md: 6 }}><Section title={AdminCopy.TIMELINE}>
        <Rows head={['時間', '狀態']} rows={order.timeline.map((s) => [taipeiTime(s.created_at), s.status_label])} />
      </Section></Grid>
    </Grid>
  );
}
