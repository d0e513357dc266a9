import { parse } from 'csv-parse/sync';
import { z } from 'zod/mini';
import type { CsvRefusal } from '../../../contract/adminCatalog';
import { OptionFigures } from '../../../contract/adminCatalogRequests';
import type { OptionFigureRow } from '../../db/repositories/admin/productWrites';
import { ProductMessages as M } from './messages';
import { OPTION_FIELD_MESSAGES } from './productFields';

/** The export's columns in order; the import reads the option's number and its figures, the rest only checks or is ignored. */
export const CSV_COLUMNS = [
  'option_id', 'product_id', 'group_buy_id', 'brand', 'product_title', 'size',
  'current_price', 'discount_price', 'original_price', 'stock', 'purchase_limit',
] as const;
const FIGURES = ['current_price', 'discount_price', 'original_price', 'stock', 'purchase_limit'] as const;
const REQUIRED = ['option_id', ...FIGURES] as const;
export const CSV_MAX_ROWS = 5000;

/** One row the import may write: its line in the file, the option, the product it claims, the figures. */
export interface CsvRow { line: number; optionId: number; productId: number | null; figures: OptionFigureRow }

type Records = { record: string[]; info: { lines: number } }[];

/** A whole number as typed (spaces around it allowed); anything else is NaN, which the schema refuses. */
const whole = (cell: string | undefined): number => (/^\s*-?\d{1,12}\s*$/.test(cell ?? '') ? Number(cell) : Number.NaN);

function readRecords(text: string): Records | CsvRefusal {
  try {
    return parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true }) as unknown as Records;
  } catch (error) {
    return { row: Number((error as { lines?: number }).lines ?? 1), column: '', reason: M.CSV_MALFORMED };
  }
}

/** One data row: its option number and figures, or the refusals of its columns. */
function readRow(cells: Record<string, string | undefined>, line: number): CsvRow | CsvRefusal[] {
  const refusals: CsvRefusal[] = [];
  const optionId = whole(cells.option_id);
  if (!(optionId > 0 && optionId <= 2_147_483_647)) refusals.push({ row: line, column: 'option_id', reason: M.OPTION_ID_INVALID });
  const discount = (cells.discount_price ?? '').trim();
  const input = { ...Object.fromEntries(FIGURES.map((f) => [f, whole(cells[f])])), discount_price: discount === '' ? null : whole(discount) };
  const parsed = z.safeParse(OptionFigures, input);
  const seen = new Set<string>();
  for (const issue of parsed.error?.issues ?? []) {
    const column = String(issue.path[0]);
    if (seen.has(column)) continue;
    seen.add(column);
    refusals.push({ row: line, column, reason: OPTION_FIELD_MESSAGES[column]?.(issue) ?? M.CSV_MALFORMED });
  }
  if (refusals.length > 0 || !parsed.success) return refusals;
  const product = (cells.product_id ?? '').trim();
  return { line, optionId, productId: product === '' ? null : whole(product), figures: parsed.data };
}

/** The file's rows, or what the file itself lacks (a header column, any row at all, a closing quote) and each row's own refusals. */
export function readProductCsv(text: string): { rows: CsvRow[]; refusals: CsvRefusal[]; count: number } {
  const records = readRecords(text);
  if (!Array.isArray(records)) return { rows: [], refusals: [records], count: 0 };
  const [header, ...data] = records;
  const names = (header?.record ?? []).map((name) => name.trim());
  const missing = REQUIRED.filter((column) => !names.includes(column));
  if (missing.length > 0) return { rows: [], refusals: missing.map((column) => ({ row: 1, column, reason: M.COLUMN_MISSING })), count: data.length };
  if (data.length === 0) return { rows: [], refusals: [{ row: 1, column: '', reason: M.CSV_EMPTY }], count: 0 };
  if (data.length > CSV_MAX_ROWS) return { rows: [], refusals: [{ row: CSV_MAX_ROWS + 2, column: '', reason: M.CSV_TOO_MANY(CSV_MAX_ROWS) }], count: data.length };
  const rows: CsvRow[] = [];
  const refusals: CsvRefusal[] = [];
  for (const { record, info } of data) {
    const read = readRow(Object.fromEntries(names.map((name, i) => [name, record[i]])), info.lines);
    if (Array.isArray(read)) refusals.push(...read);
    else rows.push(read);
  }
  return { rows, refusals, count: data.length };
}
