import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { foldText } from './fold';
import { documentTerms } from './terms';

// 3 values a row: under SQLite's 32,766 bound parameters per statement.
const BATCH = 5000;

interface Doc { id: number; title: string; description: string; brand: string; sub: string; main: string | null }

async function docsOf(db: Kysely<Database>, ids: readonly number[] | null): Promise<Doc[]> {
  let query = db.selectFrom('group_buys')
    .innerJoin('brands', 'brands.id', 'group_buys.brand_id')
    .innerJoin('categories as sub', 'sub.id', 'group_buys.category_id')
    .leftJoin('categories as main', 'main.id', 'sub.parent_id')
    .select(['group_buys.id', 'group_buys.title', 'group_buys.description', 'brands.name as brand', 'sub.name as sub', 'main.name as main']);
  if (ids) query = query.where('group_buys.id', 'in', ids);
  return query.orderBy('group_buys.id').execute();
}

async function productNames(db: Kysely<Database>, ids: readonly number[] | null): Promise<Map<number, string[]>> {
  let query = db.selectFrom('products').select(['group_buy_id', 'title']);
  if (ids) query = query.where('group_buy_id', 'in', ids);
  const names = new Map<number, string[]>();
  for (const row of await query.execute()) names.set(row.group_buy_id, [...(names.get(row.group_buy_id) ?? []), row.title]);
  return names;
}

/**
 * Writes the index rows of these group-buys (all when `ids` is null) from their title, brand,
 * categories, product names and description (SPEC §2.1 search). Call it whenever they change.
 */
export async function indexGroupBuys(db: Kysely<Database>, ids: readonly number[] | null): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const [docs, products] = await Promise.all([docsOf(db, ids), productNames(db, ids)]);
  const fold = memoFold();
  const rows: { term: string; group_buy_id: number; weight: number }[] = [];
  for (const doc of docs) {
    const categories = doc.main ? [doc.sub, doc.main] : [doc.sub];
    const terms = documentTerms({ title: doc.title, brand: doc.brand, categories, products: products.get(doc.id) ?? [], description: doc.description }, fold);
    for (const [term, weight] of terms) rows.push({ term, group_buy_id: doc.id, weight });
  }
  const write = async (trx: Kysely<Database>) => {
    if (ids) await trx.deleteFrom('search_terms').where('group_buy_id', 'in', ids).execute();
    else await trx.deleteFrom('search_terms').execute();
    for (let i = 0; i < rows.length; i += BATCH) await trx.insertInto('search_terms').values(rows.slice(i, i + BATCH)).execute();
  };
  // The seed already runs in a transaction; a lone call gets its own.
  await (db.isTransaction ? write(db) : db.transaction().execute(write));
  return rows.length;
}

export const indexAllGroupBuys = (db: Kysely<Database>): Promise<number> => indexGroupBuys(db, null);

/** Brand, category and product names repeat across thousands of group-buys: fold each once. */
function memoFold(): (text: string) => string {
  const seen = new Map<string, string>();
  return (text) => {
    let folded = seen.get(text);
    if (folded === undefined) {
      folded = foldText(text);
      if (seen.size < 50_000) seen.set(text, folded);
    }
    return folded;
  };
}
