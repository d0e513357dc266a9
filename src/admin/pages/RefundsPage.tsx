import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminRefundBody } from '../../../contract/adminWork';
import { AdminWorkEndpoints } from '../../../contract/endpoints/adminWork';
import { useAdmin } from '../AdminContext';
import { AdminCopy } from '../messages';
import { useServerPage } from '../useServerPage';
import { AdminGrid, ntd, StatusFilter, taipeiTime, usePaging } from './AdminGrid';
import { ConfirmDialog, type DialogOutcome } from './ConfirmDialog';

type Status = 'requested' | 'decided' | 'all';
const STATUSES: readonly [Status, string][] = [['requested', '待審核'], ['decided', '已處理'], ['all', '全部']];
const REFUND_TO: Record<string, string> = { original: '原付款方式', credit: '購物金' };
type Decision = { kind: 'approve' | 'reject'; refund: AdminRefundBody };

/** 退款審核: the refund queue, approve (confirmed) or reject (with the reason the member sees). */
export function RefundsPage() {
  const { api, notify } = useAdmin();
  const [status, setStatus] = useState<Status>('requested');
  const [paging, setPaging] = usePaging();
  const list = useServerPage(AdminWorkEndpoints.refunds, { status, page: paging.page, page_size: paging.pageSize });
  const [decision, setDecision] = useState<Decision | null>(null);
  const decide = async (reason: string): Promise<DialogOutcome> => {
    if (!decision) return null;
    const params = { id: decision.refund.id };
    const answer = decision.kind === 'approve'
      ? await api(AdminWorkEndpoints.approveRefund, { params })
      : await api(AdminWorkEndpoints.rejectRefund, { params, body: { reason } });
    if (!answer.ok) return { message: answer.message, fields: answer.fields };
    notify({ severity: 'success', text: decision.kind === 'approve' ? AdminCopy.APPROVED : AdminCopy.REJECTED });
    list.reload();
    return null;
  };
  const columns: GridColDef<AdminRefundBody>[] = [
    { field: 'order_number', headerName: '訂單編號', width: 170 },
    { field: 'member_email', headerName: '會員', flex: 1, minWidth: 150 },
    { field: 'amount', headerName: '金額', width: 100, valueFormatter: (value: number) => ntd(value) },
    { field: 'refund_to', headerName: '退款方式', width: 100, valueFormatter: (value: string) => REFUND_TO[value] ?? value },
    { field: 'reason_label', headerName: '原因', flex: 1, minWidth: 150, valueGetter: (_v, row) => (row.note ? `${row.reason_label}：${row.note}` : row.reason_label) },
    { field: 'created_at', headerName: '申請時間', width: 140, valueFormatter: (value: number) => taipeiTime(value) },
    { field: 'status_label', headerName: '狀態', width: 100 },
    { field: 'actions', headerName: '處理', width: 160, renderCell: ({ row }) => (row.status !== 'requested' ? row.reject_reason ?? '' : (
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="contained" onClick={() => setDecision({ kind: 'approve', refund: row })}>{AdminCopy.APPROVE}</Button>
        <Button size="small" variant="outlined" color="error" onClick={() => setDecision({ kind: 'reject', refund: row })}>{AdminCopy.REJECT}</Button>
      </Box>
    )) },
  ];
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>{AdminCopy.REFUNDS}</Typography>
      <StatusFilter value={status} options={STATUSES} onChange={(value) => { setStatus(value); setPaging((p) => ({ ...p, page: 0 })); }} />
      {list.error && <Typography color="error" role="alert">{list.error}</Typography>}
      <AdminGrid label={AdminCopy.REFUNDS} rows={list.data?.rows ?? []} total={list.data?.total ?? 0} columns={columns} loading={list.loading}
        paging={{ model: paging, onChange: setPaging }} />
      <ConfirmDialog open={decision?.kind === 'approve'} title={AdminCopy.APPROVE_TITLE} confirmLabel={AdminCopy.APPROVE}
        body={decision ? AdminCopy.APPROVE_BODY(decision.refund.order_number, ntd(decision.refund.amount)) : undefined}
        onClose={() => setDecision(null)} onConfirm={decide} />
      <ConfirmDialog open={decision?.kind === 'reject'} title={AdminCopy.REJECT_TITLE} confirmLabel={AdminCopy.REJECT} danger
        reasonLabel={AdminCopy.REJECT_REASON} onClose={() => setDecision(null)} onConfirm={decide} />
    </>
  );
}
