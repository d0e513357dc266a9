import type { Kysely, Migration } from 'kysely';

/** Orders, their lifecycle and refunds (member area). */
async function up(_db: Kysely<unknown>): Promise<void> {}

export const memberOrders: Migration = { up };
