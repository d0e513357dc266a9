import { useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import type { AdminDealRow } from '../../../contract/adminDeals';
import { AdminDealEndpoints } from '../../../contract/endpoints/adminDeals';
import { useAdmin } from '../AdminContext';
import { DealCopy } from '../dealCopy';
import { AdminCopy } from '../messages';
import { useServerPage } from '../useServerPage';
import { AdminGrid, ntd, taipeiTime, usePaging } from './AdminGrid';
import { ConfirmDialog } from './ConfirmDialog';
import { RescheduleDialog } from './RescheduleDialog';

type Filters = { text: string; phase: string; branch_id: string };
const EMPTY: Filters = { text: '', phase: 'all', branch_id: '' };
const SORTABLE = new Set(['id', 'starts_at', 'ends_at', 'price', 'created_at']);

/** The filters and sort the server is asked for: blanks left out, so the first page's query is the page server's own. */
function queryOf(filters: Filters, sort: GridSortModel): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value.trim() && value !== 'all') query[key] = value.trim();
  const [first] = sort;
  if (first && SORTABLE.has(first.field)) Object.assign(query, { sort: first.field, dir: first.sort ?? 'desc' });
  return query;
}

/** 團購管理: every deal by phase, branch and text, paged and sorted by the server; reschedule or end one early. */
export function DealsPage() {
  const { api, navigate, notify } = useAdmin();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [sort, setSort] = useState<GridSortModel>([]);
  const [paging, setPaging] = usePaging();
  const [moving, setMoving] = useState<AdminDealRow | null>(null);
  const [ending, setEnding] = useState<AdminDealRow | null>(null);
  const list = useServerPage(AdminDealEndpoints.list, { ...queryOf(filters, sort), page: paging.page, page_size: paging.pageSize });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPaging((p) => ({ ...p, page: 0 }));
  };
  const end = async () => {
    const answer = await api(AdminDealEndpoints.end, { params: { id: ending!.id } });
    if (!answer.ok) return { message: answer.message, fields: {} };
    notify({ severity: 'success', text: DealCopy.ENDED });
    list.reload();
    return null;
  };
  const columns = useMemo(() => dealColumns({ reschedule: setMoving, end: setEnding }), []);
  const sorting = useMemo(() => ({
    model: sort, onChange: (next: GridSortModel) => setSort((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next)),
  }), [sort]);
  const branches = list.data?.branches ?? [];
  const select = (key: keyof Filters, label: string, options: [string, string][]) => (
    <TextField select size="small" label={label} name={key} value={draft[key]} sx={{ minWidth: 140 }} onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}>
      {options.map(([value, text]) => <MenuItem key={value} value={value}>{text}</MenuItem>)}
    </TextField>
  );
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{DealCopy.DEALS}</Typography>
        <Button variant="contained" href="/admin/group-buys/new" onClick={(event) => { event.preventDefault(); navigate('/admin/group-buys/new'); }}>{DealCopy.CREATE_DEAL}</Button>
      </Box>
      <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <TextField size="small" label={DealCopy.TEXT} name="text" value={draft.text} onChange={(event) => setDraft((d) => ({ ...d, text: event.target.value }))} />
        {select('phase', DealCopy.PHASE, [['all', DealCopy.ALL], ...Object.entries(DealCopy.PHASES)])}
        {select('branch_id', DealCopy.BRANCH, [['', DealCopy.ALL], ...branches.map((b): [string, string] => [String(b.id), b.name])])}
        <Button type="submit" variant="contained">{AdminCopy.SEARCH}</Button>
        <Button onClick={() => { setDraft(EMPTY); setFilters(EMPTY); }}>{AdminCopy.CLEAR}</Button>
      </Box>
      {list.error && <Typography color="error" role="alert">{list.error}</Typography>}
      <AdminGrid label={DealCopy.DEALS} rows={list.data?.rows ?? []} total={list.data?.total ?? 0} columns={columns} loading={list.loading}
        paging={{ model: paging, onChange: setPaging }} sorting={sorting} />
      {moving && <RescheduleDialog key={moving.id} deal={moving} onClose={() => setMoving(null)} onDone={() => { setMoving(null); list.reload(); }} />}
      <ConfirmDialog open={Boolean(ending)} danger title={DealCopy.END_TITLE} body={ending ? DealCopy.END_BODY(ending.title) : ''}
        confirmLabel={DealCopy.END} onClose={() => setEnding(null)} onConfirm={end} />
    </>
  );
}

function dealColumns(act: { reschedule: (row: AdminDealRow) => void; end: (row: AdminDealRow) => void }): GridColDef<AdminDealRow>[] {
  return [
    { field: 'id', headerName: DealCopy.NUMBER, width: 80 },
    { field: 'title', headerName: DealCopy.TITLE, flex: 1, minWidth: 160, sortable: false,
      renderCell: ({ row }) => <a href={`/groupbuy/${row.id}`} target="_blank" rel="noreferrer">{row.title}</a> },
    { field: 'branch_name', headerName: DealCopy.BRANCH, width: 90, sortable: false },
    { field: 'phase_label', headerName: DealCopy.PHASE, width: 110, sortable: false,
      valueGetter: (_v, row) => (row.preview ? row.phase_label : `${row.phase_label}（${DealCopy.PREVIEW_OFF}）`) },
    { field: 'price', headerName: DealCopy.PRICE_FROM, width: 90, valueFormatter: (value: number | null) => (value === null ? '—' : ntd(value)) },
    { field: 'starts_at', headerName: DealCopy.STARTS_AT, width: 135, valueFormatter: (value: number) => taipeiTime(value) },
    { field: 'ends_at', headerName: DealCopy.ENDS_AT, width: 135, valueFormatter: (value: number) => taipeiTime(value) },
    { field: 'actions', headerName: DealCopy.ACTIONS, width: 180, sortable: false, renderCell: ({ row }) => row.phase === 'ended' ? null : (
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => act.reschedule(row)}>{DealCopy.RESCHEDULE}</Button>
        <Button size="small" color="error" variant="outlined" onClick={() => act.end(row)}>{DealCopy.END}</Button>
      </Box>
    ) },
  ];
}
