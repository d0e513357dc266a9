import type { Kysely, Migration } from 'kysely';

/** Notifications: mission and bubble notifications with read state per member (SPEC §4.2, §7). */
async function up(_db: Kysely<unknown>): Promise<void> {}

export const notifications: Migration = { up };
