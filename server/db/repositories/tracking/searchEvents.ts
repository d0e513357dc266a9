import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import type { SearchEventsTable } from '../../trackingSchema';

type Db = Kysely<Database>;

export async function insertSearchEvent(db: Db, event: Omit<SearchEventsTable, 'id'>): Promise<void> {
  await db.insertInto('search_events').values(event).execute();
}

/** Clicks after searches with these query ids, per clicked object id (as the client reported it). */
export const countClicksByObject = (db: Db, queryIds: readonly string[]) =>
  db.selectFrom('search_events').select('object_id').select((eb) => eb.fn.countAll<number | string>().as('clicks'))
    .where('kind', '=', 'click').where('query_id', 'in', queryIds).groupBy('object_id').execute();

/** The query ids with events since `since`, by how many visitors sent them, most first. */
export const countSearchersSince = (db: Db, since: number, limit: number) =>
  db.selectFrom('search_events').select('query_id').select((eb) => eb.fn.count<number | string>('visitor_id').distinct().as('searchers'))
    .where('created_at', '>=', since).groupBy('query_id').orderBy('searchers', 'desc').orderBy('query_id').limit(limit).execute();
