import type { Kysely, Migration } from 'kysely';

/** Tracking: analytics and server-side events, search clicks and conversions, error reports (SPEC §4.7, §5, §7, §8). */
async function up(_db: Kysely<unknown>): Promise<void> {}

export const tracking: Migration = { up };
