import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../schema';
import { containsPattern } from '../likePattern';

type Db = Kysely<Database> | Transaction<Database>;
type Eb = ExpressionBuilder<Database, 'group_buys'>;

/** The 團購 desk's filters as the service resolved them; a phase is read at `now`. */
export interface DealFilter { phase?: 'upcoming' | 'live' | 'ended'; branchId?: number; text?: string; id?: number; now: number }
export interface DealSort { column: 'created_at' | 'starts_at' | 'ends_at' | 'price' | 'id'; dir: 'asc' | 'desc' }

// 'scheduled' (no preview) counts as 即將開團 until the opening job makes it 'open'; 'closed' is always 已結束.
function phaseIs(eb: Eb, phase: NonNullable<DealFilter['phase']>, now: number) {
  const notOver = eb.and([eb('group_buys.status', '!=', 'closed'), eb('group_buys.ends_at', '>', now)]);
  if (phase === 'ended') return eb.or([eb('group_buys.status', '=', 'closed'), eb('group_buys.ends_at', '<=', now)]);
  if (phase === 'live') return eb.and([notOver, eb('group_buys.status', '=', 'open'), eb('group_buys.starts_at', '<=', now)]);
  return eb.and([notOver, eb.or([eb('group_buys.status', '=', 'scheduled'), eb('group_buys.starts_at', '>', now)])]);
}

function filtered(db: Db, f: DealFilter) {
  let q = db.selectFrom('group_buys').innerJoin('branches', 'branches.id', 'group_buys.branch_id');
  if (f.phase) { const phase = f.phase; q = q.where((eb) => phaseIs(eb as unknown as Eb, phase, f.now)); }
  if (f.branchId !== undefined) q = q.where('group_buys.branch_id', '=', f.branchId);
  if (f.text) {
    const pattern = containsPattern(f.text);
    const byTitle = sql<boolean>`lower(group_buys.title) like ${pattern} escape '\\'`;
    q = q.where((eb) => (f.id !== undefined ? eb.or([byTitle, eb('group_buys.id', '=', f.id)]) : byTitle));
  }
  return q;
}

const productCount = sql<number>`(select count(*) from products p where p.group_buy_id = group_buys.id)`;

export const listDeskDeals = (db: Db, f: DealFilter, sort: DealSort, page: { offset: number; limit: number }) =>
  filtered(db, f)
    .select(['group_buys.id', 'group_buys.title', 'group_buys.branch_id', 'branches.name as branch_name', 'group_buys.status',
      'group_buys.price', 'group_buys.starts_at', 'group_buys.ends_at', 'group_buys.created_at', productCount.as('product_count')])
    .orderBy(`group_buys.${sort.column}`, sort.dir).orderBy('group_buys.id', sort.dir).limit(page.limit).offset(page.offset).execute();

export async function countDeskDeals(db: Db, f: DealFilter): Promise<number> {
  const row = await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export const listDeskBranches = (db: Db) => db.selectFrom('branches').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute();

export const findDeskDeal = (db: Db, id: number) =>
  db.selectFrom('group_buys').select(['id', 'title', 'status', 'starts_at', 'ends_at']).where('id', '=', id).executeTakeFirst();

const OPTION_COLUMNS = [
  'options.id as option_id', 'products.title as product_title', 'options.size', 'options.original_price', 'options.current_price',
  'options.stock', 'options.purchase_limit', 'options.delivery_note', 'products.id as product_id', 'group_buys.id as group_buy_id',
  'group_buys.title as group_buy_title', 'group_buys.branch_id', 'group_buys.brand_id', 'group_buys.category_id',
  'group_buys.short_name', 'group_buys.is_adult_only',
] as const;

const optionRows = (db: Db) => db.selectFrom('options')
  .innerJoin('products', 'products.id', 'options.product_id')
  .innerJoin('group_buys', 'group_buys.id', 'products.group_buy_id');

/** Active products' options of a branch, matched on the product or deal title; the newest deals first. */
export const searchDealOptions = (db: Db, branchId: number, text: string | undefined, limit: number) => {
  let q = optionRows(db).select(OPTION_COLUMNS).where('group_buys.branch_id', '=', branchId).where('products.status', '=', 'active');
  if (text) {
    const pattern = containsPattern(text);
    q = q.where(sql<boolean>`(lower(products.title) like ${pattern} escape '\\' or lower(group_buys.title) like ${pattern} escape '\\')`);
  }
  return q.orderBy('group_buys.id', 'desc').orderBy('options.id').limit(limit).execute();
};

/** The options a new deal copies, with what it takes from their deal (brand, category, picture name). */
export const findSourceOptions = (db: Db, optionIds: readonly number[]) =>
  optionRows(db).select(OPTION_COLUMNS).where('options.id', 'in', [...optionIds]).where('products.status', '=', 'active').execute();
