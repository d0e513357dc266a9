import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Demo rows for: Coupons, promotion codes, the new-customer gift and shopping credit (member area); dates hang off `now` (the seeding moment). */
export async function seedMemberWallet(_db: Kysely<Database>, _now: number): Promise<void> {}
