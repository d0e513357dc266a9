import type { Kysely, Migration } from 'kysely';

/** Profile badges: the red-dot status per member and type (SPEC §7). */
async function up(_db: Kysely<unknown>): Promise<void> {}

export const profileBadges: Migration = { up };
