import type { Kysely } from 'kysely';
import { writeAndReadProbeRow } from '../../db/repositories/health/probe';
import type { Database } from '../../db/schema';

/** A read and a one-row write: a database that answers but cannot write (read-only file, full disk) is not healthy. */
export async function probeDatabase(db: Kysely<Database>): Promise<void> {
  await writeAndReadProbeRow(db);
}
