import type { Kysely } from 'kysely';
import type { ProfileBody } from '../../../contract/memberProfile';
import type { ProfileRequest } from '../../../contract/memberProfileRequests';
import { avatarUrl, checkProfile, DEFAULT_AVATAR } from '../../../src/domain/memberProfile/profile';
import { findMemberProfile, setMemberNickname, upsertMemberProfile } from '../../db/repositories/memberProfile/profiles';
import type { Database, Member } from '../../db/schema';

type Db = Kysely<Database>;

export async function profileOf(db: Db, member: Member): Promise<ProfileBody> {
  const row = await findMemberProfile(db, member.id);
  const avatar = row?.avatar ?? DEFAULT_AVATAR;
  return { nickname: member.nickname, mobile: row?.mobile ?? '', avatar, avatar_url: avatarUrl(avatar) };
}

export type ProfileOutcome = { kind: 'saved'; profile: ProfileBody } | { kind: 'invalid'; fields: Record<string, string> };

/** Nickname on the member row (the session shows it), mobile and avatar in member_profiles. */
export async function updateProfile(db: Db, member: Member, input: ProfileRequest, now: number): Promise<ProfileOutcome> {
  const checked = checkProfile(input);
  if (!checked.ok) return { kind: 'invalid', fields: checked.error as Record<string, string> };
  const { nickname, mobile, avatar } = checked.value;
  await db.transaction().execute(async (trx) => {
    await setMemberNickname(trx, member.id, nickname);
    await upsertMemberProfile(trx, member.id, { mobile, avatar }, now);
  });
  return { kind: 'saved', profile: { nickname, mobile, avatar, avatar_url: avatarUrl(avatar) } };
}
