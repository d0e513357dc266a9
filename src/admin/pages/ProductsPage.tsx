import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridSortModel } from '@mui/x-data-grid';
import { AdminCatalogEndpoints } from '../../../contract/endpoints/adminCatalog';
import { useAdmin } from '../AdminContext';
import { AdminCopy, ProductCopy } from '../messages';
import { useServerPage } from '../useServerPage';
import { AdminGrid, usePaging } from './AdminGrid';
import { CsvImportDialog } from './CsvImportDialog';
import { productColumns } from './productColumns';

type Filters = { q: string; brand: string; category: string; low_stock: string };
const EMPTY: Filters = { q: '', brand: '', category: '', low_stock: '' };
const SORTABLE = new Set(['id', 'title', 'price', 'stock']);
type Choices = { brands: { id: number; name: string }[]; categories: { id: number; name: string }[] };

/** The filters the server is asked for: blanks left out, so the first page's query is the page server's own. */
function queryOf(filters: Filters, sort: GridSortModel): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value.trim()) query[key] = value.trim();
  const [first] = sort;
  if (first && SORTABLE.has(first.field)) Object.assign(query, { sort: first.field, dir: first.sort ?? 'asc' });
  return query;
}

/** The brands and categories to filter by (not part of the first paint: the list is). */
function useChoices(): Choices {
  const { api } = useAdmin();
  const [choices, setChoices] = useState<Choices>({ brands: [], categories: [] });
  useEffect(() => {
    void api(AdminCatalogEndpoints.filters).then((answer) => { if (answer.ok) setChoices(answer.data); });
  }, [api]);
  return choices;
}

/** 商品管理: every product, filtered, sorted and paged by the server; a row opens its form; the CSV out and in. */
export function ProductsPage() {
  const { navigate } = useAdmin();
  const choices = useChoices();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [sort, setSort] = useState<GridSortModel>([]);
  const [paging, setPaging] = usePaging();
  const [importing, setImporting] = useState(false);
  const list = useServerPage(AdminCatalogEndpoints.list, { ...queryOf(filters, sort), page: paging.page, page_size: paging.pageSize });
  const apply = (next: Filters) => { setFilters(next); setPaging((p) => ({ ...p, page: 0 })); };
  const search = (event: FormEvent) => { event.preventDefault(); apply(draft); };
  const select = (key: 'brand' | 'category', label: string, options: Choices['brands']) => (
    <TextField select size="small" label={label} name={key} value={draft[key]} sx={{ minWidth: 180 }}
      onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}>
      <MenuItem value="">{AdminCopy.ALL}</MenuItem>
      {options.map((o) => <MenuItem key={o.id} value={String(o.id)}>{o.name}</MenuItem>)}
    </TextField>
  );
  const columns = useMemo(() => productColumns(navigate), [navigate]);
  const sorting = useMemo(() => ({
    model: sort, onChange: (next: GridSortModel) => setSort((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next)),
  }), [sort]);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>{ProductCopy.PRODUCTS}</Typography>
        <Button variant="outlined" component="a" href={AdminCatalogEndpoints.exportCsv.path} download>{ProductCopy.EXPORT}</Button>
        <Button variant="outlined" onClick={() => setImporting(true)}>{ProductCopy.IMPORT}</Button>
      </Box>
      <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <TextField size="small" label={ProductCopy.WORDS} name="q" value={draft.q} onChange={(event) => setDraft((d) => ({ ...d, q: event.target.value }))} />
        {select('brand', ProductCopy.BRAND, choices.brands)}
        {select('category', ProductCopy.CATEGORY, choices.categories)}
        <FormControlLabel label={ProductCopy.LOW_STOCK} control={
          <Checkbox checked={draft.low_stock === '1'} onChange={(event) => setDraft((d) => ({ ...d, low_stock: event.target.checked ? '1' : '' }))} />
        } />
        <Button type="submit" variant="contained">{AdminCopy.SEARCH}</Button>
        <Button onClick={() => { setDraft(EMPTY); apply(EMPTY); }}>{AdminCopy.CLEAR}</Button>
      </Box>
      {list.error && <Typography color="error" role="alert">{list.error}</Typography>}
      <AdminGrid label={ProductCopy.PRODUCTS} rows={list.data?.rows ?? []} total={list.data?.total ?? 0} columns={columns} loading={list.loading}
        paging={{ model: paging, onChange: setPaging }} sorting={sorting} />
      <CsvImportDialog open={importing} onClose={() => setImporting(false)} onImported={list.reload} />
    </>
  );
}
