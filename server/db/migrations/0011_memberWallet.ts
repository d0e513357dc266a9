import type { Kysely, Migration } from 'kysely';

/** Coupons, promotion codes, the new-customer gift and shopping credit (member area). */
async function up(_db: Kysely<unknown>): Promise<void> {}

export const memberWallet: Migration = { up };
