import type { Kysely } from 'kysely';
import type { CurationPage } from '../../../contract/catalogPages';
import type { Database } from '../../db/schema';
import { findCuration, listCurationCards } from '../../db/repositories/catalogPages/pages';
import { pageOf } from './lists';

/** A curated collection and a page of its group-buys in the editors' order; null when unknown. */
export async function curationPage(db: Kysely<Database>, path: string, page: number): Promise<CurationPage | null> {
  const curation = await findCuration(db, path);
  if (!curation) return null;
  return { ...curation, list: await pageOf((window) => listCurationCards(db, curation.id, window), { type: 'curation', title: curation.title, page }) };
}
