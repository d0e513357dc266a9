import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export const findMemberProfile = (db: Db, memberId: number) =>
  db.selectFrom('member_profiles').select(['mobile', 'avatar']).where('member_id', '=', memberId).executeTakeFirst();

export async function setMemberNickname(db: Db, memberId: number, nickname: string): Promise<void> {
  await db.updateTable('members').set({ nickname }).where('id', '=', memberId).execute();
}

export async function upsertMemberProfile(db: Db, memberId: number, profile: { mobile: string; avatar: string }, now: number): Promise<void> {
  const { mobile, avatar } = profile;
  await db.insertInto('member_profiles').values({ member_id: memberId, mobile, avatar, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ mobile, avatar, updated_at: now })).execute();
}
