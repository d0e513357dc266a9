import type { Kysely } from 'kysely';
import { addDays, taipeiDate } from '../../../src/domain/memberProfile/dates';
import type { Database } from '../schema';

/** Demo rows for: Profile, babies, reviews by members and account deletion (member area); dates hang off `now` (the seeding moment). */
export async function seedMemberProfile(db: Kysely<Database>, now: number): Promise<void> {
  const today = taipeiDate(now);
  await db.insertInto('member_profiles').values([
    { member_id: 1, mobile: '0912345678', avatar: 'bunny', updated_at: now },
    { member_id: 2, mobile: '', avatar: 'bear', updated_at: now },
  ]).execute();
  await db.insertInto('babies').values([
    // Amy: a toddler of about 1 歲 2 個月 and a second one on the way (due in about 3 months).
    { member_id: 1, name: '小芽', birthday: addDays(today, -430), gender: 'girl', created_at: now },
    { member_id: 1, name: '二寶', birthday: addDays(today, 95), gender: 'unknown', created_at: now },
    // Ben: a baby of about 5 months.
    { member_id: 2, name: '阿布', birthday: addDays(today, -155), gender: 'boy', created_at: now },
  ]).execute();
}
