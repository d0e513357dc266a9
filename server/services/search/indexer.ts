import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeReadings } from '../../db/repositories/search/readings';
import { listIndexedGroupBuys, listProductNames, replaceSearchTerms } from '../../db/repositories/search/searchTerms';
import { foldText } from './fold';
import { isHanBigram, readingKey } from './reading';
import { documentTerms } from './terms';
import { writeWordRanks, type IndexedDoc } from './wordRankIndex';

async function productNames(db: Kysely<Database>, ids: readonly number[] | null): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  for (const row of await listProductNames(db, ids)) names.set(row.group_buy_id, [...(names.get(row.group_buy_id) ?? []), row.title]);
  return names;
}

/** These group-buys (all when `ids` is null) with the terms of their title, brand, categories, product names and description. */
async function indexedDocs(db: Kysely<Database>, ids: readonly number[] | null): Promise<IndexedDoc[]> {
  const [docs, products] = await Promise.all([listIndexedGroupBuys(db, ids), productNames(db, ids)]);
  const fold = memoFold();
  return docs.map((doc) => {
    const categories = doc.main ? [doc.sub, doc.main] : [doc.sub];
    const terms = documentTerms({ title: doc.title, brand: doc.brand, categories, products: products.get(doc.id) ?? [], description: doc.description }, fold);
    return { id: doc.id, open: doc.status === 'open', hot: doc.hot_score, categoryId: doc.category_id, brandId: doc.brand_id, terms };
  });
}

async function writeTerms(db: Kysely<Database>, docs: readonly IndexedDoc[], ids: readonly number[] | null): Promise<number> {
  const rows = docs.flatMap((doc) => [...doc.terms].map(([term, weight]) => ({ term, group_buy_id: doc.id, weight })));
  await replaceSearchTerms(db, rows, ids);
  await writeReadings(db, readingsOf(docs), ids === null);
  return rows.length;
}

/** The reading of each CJK bigram these documents hold (what a typo that sounds right is corrected from). */
function readingsOf(docs: readonly IndexedDoc[]): { reading: string; term: string }[] {
  const terms = new Set<string>();
  for (const doc of docs) for (const term of doc.terms.keys()) if (isHanBigram(term)) terms.add(term);
  return [...terms].map((term) => ({ reading: readingKey(term), term }));
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
