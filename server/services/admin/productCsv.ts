import type { Kysely, Transaction } from 'kysely';
import { stringify } from 'csv-stringify/sync';
import type { CsvRefusal, ProductImportBody } from '../../../contract/adminCatalog';
import type { Database } from '../../db/schema';
import { listExportRows, listOptionsByIds } from '../../db/repositories/admin/productDesk';
import { lockGroupBuyRow, setOptionFigures } from '../../db/repositories/admin/productWrites';
import { recordAudit, type Actor } from './audit';
import { ProductMessages as M } from './messages';
import { optionChanges } from './optionChanges';
import { CSV_COLUMNS, readProductCsv, type CsvRow } from './productCsvRows';
import { refreshListPrice } from './productPricing';

/** 匯出: every option a row, with a BOM so a spreadsheet opens the Chinese as UTF-8. */
export async function exportProductCsv(db: Kysely<Database>): Promise<string> {
  const rows = await listExportRows(db);
  return `\uFEFF${stringify(rows.map((r) => CSV_COLUMNS.map((c) => r[c] ?? '')), { header: true, columns: [...CSV_COLUMNS] })}`;
}

type Stored = Awaited<ReturnType<typeof listOptionsByIds>>[number];

async function storedOptions(trx: Transaction<Database>, ids: readonly number[]): Promise<Map<number, Stored>> {
  const found = new Map<number, Stored>();
  // In slices: both databases cap a statement's parameters.
  for (let i = 0; i < ids.length; i += 500) for (const o of await listOptionsByIds(trx, ids.slice(i, i + 500))) found.set(o.id, o);
  return found;
}

/** The rows' refusals that need the database: an unknown option, one listed twice, a product number that is not its product's. */
function storedRefusals(rows: readonly CsvRow[], stored: Map<number, Stored>): CsvRefusal[] {
  const refusals: CsvRefusal[] = [];
  const firstLine = new Map<number, number>();
  for (const row of rows) {
    const option = stored.get(row.optionId);
    const earlier = firstLine.get(row.optionId);
    if (earlier !== undefined) refusals.push({ row: row.line, column: 'option_id', reason: M.OPTION_REPEATED(earlier) });
    else if (!option) refusals.push({ row: row.line, column: 'option_id', reason: M.OPTION_UNKNOWN });
    else if (row.productId !== null && row.productId !== option.product_id) refusals.push({ row: row.line, column: 'product_id', reason: M.PRODUCT_MISMATCH });
    firstLine.set(row.optionId, earlier ?? row.line);
  }
  return refusals;
}

const byRow = (a: CsvRefusal, b: CsvRefusal) => a.row - b.row;

/**
 * 匯入: every row is checked first (the file's own problems, then those the database shows); a dry run
 * or a file with any refusal writes nothing and lists them all. Otherwise every changed option, the
 * touched group-buys' card prices and one audit entry are written in ONE transaction, under the
 * group-buys' row locks: the whole file or nothing.
 */
export async function importProductCsv(db: Kysely<Database>, actor: Actor, text: string, dryRun: boolean, now: number): Promise<ProductImportBody> {
  const read = readProductCsv(text);
  return db.transaction().execute(async (trx) => {
    const stored = await storedOptions(trx, [...new Set(read.rows.map((r) => r.optionId))]);
    const refusals = [...read.refusals, ...storedRefusals(read.rows, stored)].sort(byRow);
    const changes = optionChanges(read.rows.filter((r) => stored.has(r.optionId)).map((r) => ({ id: r.optionId, stored: stored.get(r.optionId)!, next: r.figures })));
    const report = { dry_run: dryRun, rows: read.count, changed: changes.changed.length, refusals };
    if (dryRun || refusals.length > 0) return { ...report, applied: false };
    if (changes.changed.length === 0) return { ...report, applied: true };
    const groupBuys = [...new Set(changes.changed.map((c) => stored.get(c.id)!.group_buy_id))].sort((a, b) => a - b);
    for (const id of groupBuys) await lockGroupBuyRow(trx, id);
    for (const change of changes.changed) {
      if (!(await setOptionFigures(trx, change.id, change.next))) throw new Error(`option ${change.id} vanished during the import`);
    }
    for (const id of groupBuys) await refreshListPrice(trx, id);
    await recordAudit(trx, actor, { action: 'product.import', entity: 'options', entityId: 'csv', before: changes.before, after: changes.after }, now);
    return { ...report, applied: true };
  });
}
