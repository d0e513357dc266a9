import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { AdminStaffEndpoints } from '../../../contract/endpoints/adminStaff';
import { useAdmin } from '../AdminContext';
import { AdminCopy } from '../messages';
import { useServerPage } from '../useServerPage';
import { AdminGrid, taipeiTime } from './AdminGrid';
import { CreateStaffDialog } from './CreateStaffDialog';
import { EnrolmentDialog, type Enrolment } from './EnrolmentDialog';

type StaffRow = { id: number; email: string; name: string; role_label: string; active: boolean; created_at: number };

/** 人員管理 (管理員): the staff list, a new account, disable, reset TOTP; a password or QR is shown once. */
export function StaffPage() {
  const { api, me, notify } = useAdmin();
  const list = useServerPage(AdminStaffEndpoints.list, {});
  const [creating, setCreating] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const disable = async (row: StaffRow) => {
    const answer = await api(AdminStaffEndpoints.disable, { params: { id: row.id } });
    notify(answer.ok ? { severity: 'success', text: AdminCopy.STAFF_DISABLED } : { severity: 'error', text: answer.message });
    if (answer.ok) list.reload();
  };
  const resetTotp = async (row: StaffRow) => {
    const answer = await api(AdminStaffEndpoints.resetTotp, { params: { id: row.id } });
    if (answer.ok) setEnrolment(answer.data);
    else notify({ severity: 'error', text: answer.message });
  };
  const columns: GridColDef<StaffRow>[] = [
    { field: 'name', headerName: AdminCopy.NAME, width: 120 },
    { field: 'email', headerName: AdminCopy.EMAIL, flex: 1, minWidth: 200 },
    { field: 'role_label', headerName: AdminCopy.ROLE, width: 90 },
    { field: 'active', headerName: '狀態', width: 90, valueFormatter: (value: boolean) => (value ? AdminCopy.ACTIVE : AdminCopy.DISABLED) },
    { field: 'created_at', headerName: '建立時間', width: 150, valueFormatter: (value: number) => taipeiTime(value) },
    { field: 'actions', headerName: '處理', width: 200, renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', gap: 1 }}>
        {row.active && row.id !== me.id && <Button size="small" color="error" variant="outlined" onClick={() => void disable(row)}>{AdminCopy.DISABLE}</Button>}
        {row.active && <Button size="small" variant="outlined" onClick={() => void resetTotp(row)}>{AdminCopy.RESET_TOTP}</Button>}
      </Box>
    ) },
  ];
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{AdminCopy.STAFF}</Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>{AdminCopy.CREATE_STAFF}</Button>
      </Box>
      {list.error && <Typography color="error" role="alert">{list.error}</Typography>}
      <AdminGrid label={AdminCopy.STAFF} rows={list.data?.rows ?? []} total={list.data?.rows.length ?? 0} columns={columns} loading={list.loading} />
      <CreateStaffDialog open={creating} onClose={() => setCreating(false)} onCreated={(created) => { setCreating(false); setEnrolment(created); list.reload(); }} />
      <EnrolmentDialog enrolment={enrolment} onClose={() => setEnrolment(null)} />
    </>
  );
}
