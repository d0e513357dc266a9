import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminQaReportBody } from '../../../contract/adminWork';
import { AdminWorkEndpoints } from '../../../contract/endpoints/adminWork';
import { REPORT_REASONS } from '../../domain/qa/messages';
import { useAdmin } from '../AdminContext';
import { AdminCopy } from '../messages';
import { useServerPage } from '../useServerPage';
import { AdminGrid, StatusFilter, taipeiTime, usePaging } from './AdminGrid';

type Status = 'open' | 'decided' | 'all';
const STATUSES: readonly [Status, string][] = [['open', '待處理'], ['decided', '已處理'], ['all', '全部']];
const ACTIONS = { hide: AdminWorkEndpoints.hideReported, restore: AdminWorkEndpoints.restoreReported, dismiss: AdminWorkEndpoints.dismissReport };
const TARGET = { question: '問題', answer: '回答' } as const;

const reasonText = (row: AdminQaReportBody): string => {
  const label = REPORT_REASONS[row.reason as keyof typeof REPORT_REASONS] ?? row.reason;
  return row.note ? `${label}：${row.note}` : label;
};

/** 檢舉處理: the Q&A report queue; hide, restore or dismiss, with a link to the post in the forum. */
export function QaReportsPage() {
  const { api, notify } = useAdmin();
  const [status, setStatus] = useState<Status>('open');
  const [paging, setPaging] = usePaging();
  const list = useServerPage(AdminWorkEndpoints.qaReports, { status, page: paging.page, page_size: paging.pageSize });
  const act = async (action: keyof typeof ACTIONS, report: AdminQaReportBody) => {
    const answer = await api(ACTIONS[action], { params: { id: report.id } });
    notify(answer.ok ? { severity: 'success', text: AdminCopy.REPORT_DONE(answer.data.status_label) } : { severity: 'error', text: answer.message });
    if (answer.ok) list.reload();
  };
  const columns: GridColDef<AdminQaReportBody>[] = [
    { field: 'target_type', headerName: '類型', width: 70, valueFormatter: (value: 'question' | 'answer') => TARGET[value] },
    { field: 'excerpt', headerName: '內容', flex: 2, minWidth: 220, renderCell: ({ row }) => (
      <Box>
        {row.excerpt}{' '}
        {row.question_id !== null && <Link href={`/qa/${row.question_id}`} target="_blank" rel="noopener">{AdminCopy.VIEW_POST}</Link>}
      </Box>
    ) },
    { field: 'reason', headerName: '檢舉原因', flex: 1, minWidth: 140, valueGetter: (_v, row) => reasonText(row) },
    { field: 'created_at', headerName: '檢舉時間', width: 150, valueFormatter: (value: number) => taipeiTime(value) },
    { field: 'target_hidden', headerName: '貼文', width: 80, valueFormatter: (value: boolean) => (value ? AdminCopy.HIDDEN : AdminCopy.SHOWN) },
    { field: 'status_label', headerName: '狀態', width: 90 },
    { field: 'actions', headerName: '處理', width: 190, renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', gap: 1 }}>
        {row.status === 'open' && <Button size="small" variant="contained" color="error" onClick={() => void act('hide', row)}>{AdminCopy.HIDE}</Button>}
        {row.status === 'hidden' && <Button size="small" variant="outlined" onClick={() => void act('restore', row)}>{AdminCopy.RESTORE}</Button>}
        {row.status === 'open' && <Button size="small" onClick={() => void act('dismiss', row)}>{AdminCopy.DISMISS}</Button>}
      </Box>
    ) },
  ];
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>{AdminCopy.QA_REPORTS}</Typography>
      <StatusFilter value={status} options={STATUSES} onChange={(value) => { setStatus(value); setPaging((p) => ({ ...p, page: 0 })); }} />
      {list.error && <Typography color="error" role="alert">{list.error}</Typography>}
      <AdminGrid label={AdminCopy.QA_REPORTS} rows={list.data?.rows ?? []} total={list.data?.total ?? 0} columns={columns} loading={list.loading}
        paging={{ model: paging, onChange: setPaging }} />
    </>
  );
}
