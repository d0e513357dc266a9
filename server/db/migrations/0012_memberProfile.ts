import type { Kysely, Migration } from 'kysely';

/** Profile, babies, reviews by members and account deletion (member area). */
async function up(_db: Kysely<unknown>): Promise<void> {}

export const memberProfile: Migration = { up };
