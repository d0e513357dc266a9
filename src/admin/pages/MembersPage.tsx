import { useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminMemberRow } from '../../../contract/adminMembers';
import { AdminMemberEndpoints } from '../../../contract/endpoints/adminMembers';
import { formatTaiwanMobile } from '../../domain/contact/taiwanMobile';
import { useAdmin } from '../AdminContext';
import { AdminCopy, MemberDeskCopy as C } from '../messages';
import { useServerPage } from '../useServerPage';
import { AdminGrid, taipeiTime, usePaging } from './AdminGrid';

/** 會員管理: look a member up by e-mail, mobile or order number (the server reads which), a page at a time. */
export function MembersPage() {
  const { navigate } = useAdmin();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [paging, setPaging] = usePaging();
  // No `q` when blank, so the first page's query is the page server's own.
  const list = useServerPage(AdminMemberEndpoints.list, { ...(q ? { q } : {}), page: paging.page, page_size: paging.pageSize });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPaging((p) => ({ ...p, page: 0 }));
  };
  const columns = useMemo(() => memberColumns(navigate), [navigate]);
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>{AdminCopy.MEMBERS}</Typography>
      <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'flex-start' }}>
        <TextField size="small" name="q" label={C.LOOKUP} helperText={C.LOOKUP_HINT} value={draft} sx={{ minWidth: 320 }}
          onChange={(event) => setDraft(event.target.value)} />
        <Button type="submit" variant="contained">{AdminCopy.SEARCH}</Button>
        <Button onClick={() => { setDraft(''); setQ(''); }}>{AdminCopy.CLEAR}</Button>
      </Box>
      {list.error && <Typography color="error" role="alert">{list.error}</Typography>}
      <AdminGrid label={AdminCopy.MEMBERS} rows={list.data?.rows ?? []} total={list.data?.total ?? 0} columns={columns} loading={list.loading}
        paging={{ model: paging, onChange: setPaging }} />
    </>
  );
}

/** The e-mail opens the member (a link, so it also opens in a new tab). */
function memberColumns(navigate: (path: string) => void): GridColDef<AdminMemberRow>[] {
  return [
    { field: 'email', headerName: AdminCopy.EMAIL, flex: 1, minWidth: 220, sortable: false, renderCell: ({ row }) => (
      <Link href={`/admin/members/${row.id}`} onClick={(event) => { event.preventDefault(); navigate(`/admin/members/${row.id}`); }}>{row.email}</Link>
    ) },
    { field: 'nickname', headerName: C.NICKNAME, width: 160, sortable: false },
    { field: 'mobile', headerName: C.MOBILE, width: 140, sortable: false, valueFormatter: (value: string) => (value ? formatTaiwanMobile(value) : '—') },
    { field: 'orders', headerName: C.ORDER_COUNT, width: 90, sortable: false },
    { field: 'created_at', headerName: C.JOINED, width: 150, sortable: false, valueFormatter: (value: number) => taipeiTime(value) },
  ];
}
