import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Demo rows for: Orders, their lifecycle and refunds (member area); dates hang off `now` (the seeding moment). */
export async function seedMemberOrders(_db: Kysely<Database>, _now: number): Promise<void> {}
