import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { foldText } from './fold';
import { documentTerms } from './terms';
import { writeWordRanks, type IndexedDoc } from './wordRankIndex';

// 3 values a row: under SQLite's 32,766 bound parameters per statement.
const BATCH = 5000;

interface Doc {
  id: number; title: string; description: string; brand: string; sub: string; main: string | null;
  status: string; hot_score: number; category_id: number; brand_id: number;
}

async function docsOf(db: Kysely<Database>, ids: readonly number[] | null): Promise<Doc[]> {
  let query = db.selectFrom('group_buys')
    .innerJoin('brands', 'brands.id', 'group_buys.brand_id')
    .innerJoin('categories as sub', 'sub.id', 'group_buys.category_id')
    .leftJoin('categories as main', 'main.id', 'sub.parent_id')
    .select(['group_buys.id', 'group_buys.title', 'group_buys.description', 'brands.name as brand', 'sub.name as sub', 'main.name as main',
      'group_buys.status', 'group_buys.hot_score', 'group_buys.category_id', 'group_buys.brand_id']);
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

/** These group-buys (all when `ids` is null) with the terms of their title, brand, categories, product names and description. */
async function indexedDocs(db: Kysely<Database>, ids: readonly number[] | null): Promise<IndexedDoc[]> {
  const [docs, products] = await Promise.all([docsOf(db, ids), productNames(db, ids)]);
  const fold = memoFold();
  return docs.map((doc) => {
    const categories = doc.main ? [doc.sub, doc.main] : [doc.sub];
    const terms = documentTerms({ title: doc.title, brand: doc.brand, categories, products: products.get(doc.id) ?? [], description: doc.description }, fold);
    return { id: doc.id, open: doc.status === 'open', hot: doc.hot_score, categoryId: doc.category_id, brandId: doc.brand_id, terms };
  });
}

async function writeTerms(db: Kysely<Database>, docs: readonly IndexedDoc[], ids: readonly number[] | null): Promise<number> {
  const rows = docs.flatMap((doc) => [...doc.terms].map(([term, weight]) => ({ term, group_buy_id: doc.id, weight })));
  if (ids) await db.deleteFrom('search_terms').where('group_buy_id', 'in', ids).execute();
  else await db.deleteFrom('search_terms').execute();
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto('search_terms').values(rows.slice(i, i + BATCH)).execute();
  return rows.length;
}

/** The seed already runs in a transaction; a lone call gets its own. */
const inTransaction = <T>(db: Kysely<Database>, write: (trx: Kysely<Database>) => Promise<T>): Promise<T> =>
  db.isTransaction ? write(db) : db.transaction().execute(write);

/**
 * Writes the index rows of these group-buys (all when `ids` is null) from their title, brand,
 * categories, product names and description (SPEC §2.1 search), and the ranked words' rows
 * (`wordRankIndex.ts`). Call it whenever they, their status or their heat change.
 */
export async function indexGroupBuys(db: Kysely<Database>, ids: readonly number[] | null): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const docs = await indexedDocs(db, ids);
  return inTransaction(db, async (trx) => {
    const written = await writeTerms(trx, docs, ids);
    await writeWordRanks(trx, docs, ids);
    return written;
  });
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
