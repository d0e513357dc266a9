import { useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import type { AdminOrderRow } from '../../../contract/adminOrders';
import { AdminOrderEndpoints } from '../../../contract/endpoints/adminOrders';
import { useAdmin } from '../AdminContext';
import { AdminCopy } from '../messages';
import { useServerPage } from '../useServerPage';
import { AdminGrid, ntd, taipeiTime, usePaging } from './AdminGrid';
import { DELIVERIES, ORDER_STATES, PAYMENTS } from './orderOptions';

type Filters = { number: string; member: string; state: string; payment: string; delivery: string; from: string; to: string };
const EMPTY: Filters = { number: '', member: '', state: 'all', payment: 'all', delivery: 'all', from: '', to: '' };
const SORTABLE = new Set(['created_at', 'total', 'number', 'status']);

/** The filters the server is asked for: blanks left out, so the first page's query is the page server's own. */
function queryOf(filters: Filters, sort: GridSortModel): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value && value !== 'all') query[key] = value.trim();
  const [first] = sort;
  if (first && SORTABLE.has(first.field)) Object.assign(query, { sort: first.field === 'status_label' ? 'status' : first.field, dir: first.sort ?? 'desc' });
  return query;
}

/** 訂單管理: every order, filtered, sorted and paged by the server; a row opens its detail. */
export function OrdersPage() {
  const { navigate } = useAdmin();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [sort, setSort] = useState<GridSortModel>([]);
  const [paging, setPaging] = usePaging();
  const list = useServerPage(AdminOrderEndpoints.list, { ...queryOf(filters, sort), page: paging.page, page_size: paging.pageSize });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPaging((p) => ({ ...p, page: 0 }));
  };
  // Days are typed as the server reads them: a browser's date picker writes its own locale's (often English) pattern.
  const field = (key: keyof Filters, label: string, options?: readonly (readonly [string, string])[], day = false) => (
    <TextField size="small" label={label} name={key} value={draft[key]} select={Boolean(options)} sx={{ minWidth: 150 }}
      placeholder={day ? AdminCopy.DAY_HINT : undefined} slotProps={day ? { inputLabel: { shrink: true } } : undefined}
      onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}>
      {options?.map(([value, text]) => <MenuItem key={value} value={value}>{text}</MenuItem>)}
    </TextField>
  );
  // The same columns and sort model across renders: the grid re-reads its sorting (and reports it) when either changes.
  const columns = useMemo(() => orderColumns(navigate), [navigate]);
  const sorting = useMemo(() => ({
    model: sort, onChange: (next: GridSortModel) => setSort((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next)),
  }), [sort]);
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>{AdminCopy.ORDERS}</Typography>
      <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        {field('number', AdminCopy.ORDER_NUMBER)}
        {field('member', AdminCopy.MEMBER_LOOKUP)}
        {field('state', AdminCopy.STATUS_FILTER, ORDER_STATES)}
        {field('payment', AdminCopy.PAYMENT, PAYMENTS)}
        {field('delivery', AdminCopy.DELIVERY, DELIVERIES)}
        {field('from', AdminCopy.FROM_DAY, undefined, true)}
        {field('to', AdminCopy.TO_DAY, undefined, true)}
        <Button type="submit" variant="contained">{AdminCopy.SEARCH}</Button>
        <Button onClick={() => { setDraft(EMPTY); setFilters(EMPTY); }}>{AdminCopy.CLEAR}</Button>
      </Box>
      {list.error && <Typography color="error" role="alert">{list.error}</Typography>}
      <AdminGrid label={AdminCopy.ORDERS} rows={list.data?.rows ?? []} total={list.data?.total ?? 0} columns={columns} loading={list.loading}
        paging={{ model: paging, onChange: setPaging }} sorting={sorting} />
    </>
  );
}

/** The list's columns; the number opens the order (a link, so it also opens in a new tab). */
function orderColumns(navigate: (path: string) => void): GridColDef<AdminOrderRow>[] {
  return [
    { field: 'number', headerName: AdminCopy.ORDER_NUMBER, width: 180, renderCell: ({ row }) => (
      <Link href={`/admin/orders/${row.id}`} onClick={(event) => { event.preventDefault(); navigate(`/admin/orders/${row.id}`); }}>{row.number}</Link>
    ) },
    { field: 'created_at', headerName: '下單時間', width: 140, valueFormatter: (value: number) => taipeiTime(value) },
    { field: 'status', headerName: '狀態', width: 110, valueGetter: (_v, row) => row.status_label },
    { field: 'member_email', headerName: '會員', flex: 1, minWidth: 160, sortable: false },
    { field: 'buyer_name', headerName: AdminCopy.BUYER, width: 100, sortable: false },
    { field: 'total', headerName: '金額', width: 110, valueFormatter: (value: number) => ntd(value) },
    { field: 'payment_label', headerName: AdminCopy.PAYMENT, width: 110, sortable: false },
    { field: 'delivery_label', headerName: AdminCopy.DELIVERY, width: 110, sortable: false },
  ];
}
