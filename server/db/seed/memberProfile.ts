import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Demo rows for: Profile, babies, reviews by members and account deletion (member area); dates hang off `now` (the seeding moment). */
export async function seedMemberProfile(_db: Kysely<Database>, _now: number): Promise<void> {}
