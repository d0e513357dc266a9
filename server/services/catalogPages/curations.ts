import type { Kysely } from 'kysely';
import type { CurationPage } from '../../../contract/catalogPages';
import type { Database } from '../../db/schema';
import { openCards, pageOf } from './lists';

/** A curated collection and a page of its group-buys in the editors' order; null when unknown. */
export async function curationPage(db: Kysely<Database>, path: string, page: number): Promise<CurationPage | null> {
  const curation = await db.selectFrom('curations').select(['id', 'path', 'title', 'description', 'color']).where('path', '=', path).executeTakeFirst();
  if (!curation) return null;
  const query = openCards(db)
    .innerJoin('curation_items', 'curation_items.group_buy_id', 'group_buys.id')
    .where('curation_items.curation_id', '=', curation.id)
    .orderBy('curation_items.sort_order')
    .orderBy('group_buys.id');
  return { ...curation, list: await pageOf(query, { type: 'curation', title: curation.title, page }) };
}
