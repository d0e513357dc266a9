import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridRowParams, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { PAGE_SIZE } from '../desks';
import { useAdmin } from '../AdminContext';
import { AdminCopy } from '../messages';
import { GridFirstPaint, useFirstPaint } from './GridFirstPaint';

/** A list page's grid: paging on the server (page from 0, as the endpoints count), no client-side sorting or filtering. */
export function AdminGrid<R extends GridValidRowModel>(props: {
  rows: readonly R[]; total: number; columns: GridColDef<R>[]; loading: boolean;
  paging?: { model: GridPaginationModel; onChange: (model: GridPaginationModel) => void };
  /** Sorting asked of the server (columns opt in with `sortable`); without it, no column sorts. */
  sorting?: { model: GridSortModel; onChange: (model: GridSortModel) => void };
  onRowClick?: (params: GridRowParams<R>) => void;
  label: string;
}) {
  const { paging } = props;
  const { styleNonce } = useAdmin();
  if (useFirstPaint()) return <GridFirstPaint rows={props.rows} columns={props.columns} label={props.label} />;
  return (
    <DataGrid
      aria-label={props.label}
      nonce={styleNonce}
      rows={props.rows}
      columns={props.columns}
      loading={props.loading}
      rowCount={paging ? props.total : undefined}
      paginationMode={paging ? 'server' : 'client'}
      paginationModel={paging?.model}
      onPaginationModelChange={paging?.onChange}
      pageSizeOptions={[PAGE_SIZE, 50, 100]}
      disableColumnSorting={!props.sorting}
      sortingMode="server"
      sortModel={props.sorting?.model}
      onSortModelChange={props.sorting?.onChange}
      onRowClick={props.onRowClick}
      disableColumnFilter
      disableRowSelectionOnClick
      getRowHeight={() => 'auto'}
      autoHeight
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center', whiteSpace: 'normal', wordBreak: 'break-word' } }}
    />
  );
}

/** The grid's paging as state, starting on the first page. */
export function usePaging() {
  return useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
}

/** The status filter above a queue: the endpoint's own status values with their zh-TW labels. */
export function StatusFilter<S extends string>(props: { value: S; options: readonly [S, string][]; onChange: (value: S) => void }) {
  return (
    <TextField select size="small" label={AdminCopy.STATUS_FILTER} value={props.value} sx={{ minWidth: 160, mb: 2 }}
      onChange={(event) => props.onChange(event.target.value as S)}>
      {props.options.map(([value, label]) => <MenuItem key={value} value={value}>{label}</MenuItem>)}
    </TextField>
  );
}

const money = new Intl.NumberFormat('zh-TW');
/** An amount in NT dollars, as the shop writes it. */
export const ntd = (amount: number): string => `NT$${money.format(amount)}`;

const when = new Intl.DateTimeFormat('zh-TW', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/**
 * Epoch ms as Taipei time, `2026/11/22 14:29`, put together from its parts: ICU versions differ in the
 * space between date and time (Node's is a thin space, Chromium's a plain one), and the page hydrates what Node wrote.
 */
export function taipeiTime(at: number): string {
  const part = Object.fromEntries(when.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}/${part.month}/${part.day} ${part.hour}:${part.minute}`;
}
