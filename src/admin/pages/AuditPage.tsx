import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEntryBody } from '../../../contract/admin';
import { AdminAccessEndpoints } from '../../../contract/endpoints/adminAccess';
import { AdminCopy } from '../messages';
import { useServerPage } from '../useServerPage';
import { AdminGrid, taipeiTime, usePaging } from './AdminGrid';

/** The audit log's codes in staff words; a code this list does not know yet shows as it is. */
const ACTIONS: Record<string, string> = {
  'refund.approve': '核准退款', 'refund.reject': '駁回退款', 'qa.hide': '隱藏貼文', 'qa.restore': '恢復貼文', 'qa.dismiss': '不處理檢舉',
  'staff.create': '新增員工', 'staff.disable': '停用員工', 'staff.reset_totp': '重設驗證器',
};
const ENTITIES: Record<string, string> = { refund: '退款', staff: '員工', qa_question: '問題', qa_answer: '回答' };

const json = (value: unknown): string => (value === null || value === undefined ? '' : JSON.stringify(value));

/** 稽核紀錄 (管理員): who did what to which record, when, from where, before and after; read only. */
export function AuditPage() {
  const [paging, setPaging] = usePaging();
  const list = useServerPage(AdminAccessEndpoints.audit, { page: paging.page, page_size: paging.pageSize });
  const columns: GridColDef<AuditEntryBody>[] = [
    { field: 'created_at', headerName: '時間', width: 150, valueFormatter: (value: number) => taipeiTime(value) },
    { field: 'staff_name', headerName: '員工', width: 100 },
    { field: 'action', headerName: '動作', width: 120, valueFormatter: (value: string) => ACTIONS[value] ?? value },
    { field: 'entity', headerName: '對象', width: 150, valueGetter: (_v, row) => `${ENTITIES[row.entity] ?? row.entity} #${row.entity_id}` },
    { field: 'before', headerName: '變更前', flex: 1, minWidth: 160, valueGetter: (_v, row) => json(row.before) },
    { field: 'after', headerName: '變更後', flex: 1, minWidth: 160, valueGetter: (_v, row) => json(row.after) },
    { field: 'ip', headerName: 'IP', width: 120 },
  ];
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>{AdminCopy.AUDIT}</Typography>
      {list.error && <Typography color="error" role="alert">{list.error}</Typography>}
      <AdminGrid label={AdminCopy.AUDIT} rows={list.data?.rows ?? []} total={list.data?.total ?? 0} columns={columns} loading={list.loading}
        paging={{ model: paging, onChange: setPaging }} />
    </>
  );
}
