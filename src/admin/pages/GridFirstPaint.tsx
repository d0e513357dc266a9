import { useSyncExternalStore } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

const never = () => () => {};
/** True on the server and while hydrating, false after: the data grid's own test for rendering nothing. */
export const useFirstPaint = () => useSyncExternalStore(never, () => false, () => true);

type Cell = (value: unknown, row: GridValidRowModel) => unknown;

/** A cell's text as the grid shows it: its getter, then its formatter (a cell with its own rendering: its field's plain text, if any). */
function cellText<R extends GridValidRowModel>(column: GridColDef<R>, row: R): string {
  const raw = row[column.field] as unknown;
  if (column.renderCell) return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  const value = column.valueGetter ? (column.valueGetter as unknown as Cell)(raw, row) : raw;
  const shown = column.valueFormatter ? (column.valueFormatter as unknown as Cell)(value, row) : value;
  return shown === null || shown === undefined ? '' : String(shown);
}

/**
 * What a list shows on the server-rendered page: X Data Grid renders nothing on the server (it measures
 * its box first), so the first page of rows is a plain table until the grid takes over after hydration.
 */
export function GridFirstPaint<R extends GridValidRowModel>({ rows, columns, label }: { rows: readonly R[]; columns: GridColDef<R>[]; label: string }) {
  return (
    <Table size="small" aria-label={label} sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
      <TableHead><TableRow>{columns.map((column) => <TableCell key={column.field}>{column.headerName}</TableCell>)}</TableRow></TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={String(row.id ?? index)}>
            {columns.map((column) => <TableCell key={column.field}>{cellText(column, row) || null}</TableCell>)}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
