import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/** Path parameters of the staff endpoints that have them: rows that exist in the seeded shop, by `METHOD path`. */
export async function adminSampleParams(db: Kysely<Database>): Promise<Record<string, Record<string, string>>> {
  void db;
  return {};
}
