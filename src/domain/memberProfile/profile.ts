import { normalizeTaiwanMobile, TAIWAN_MOBILE_PATTERN } from '../contact/taiwanMobile';
import { checkDisplayName } from '../displayText/displayName';
import { fail, ok, type Result } from '../errors/Result';
import { ProfileMessages } from './messages';

/** The generated avatars a member picks from; the shop serves each at /images/avatars/{id}.svg. */
export const AVATAR_IDS = ['bear', 'bunny', 'chick', 'kitty', 'whale', 'star'] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];
export const DEFAULT_AVATAR: AvatarId = 'bear';
export const NICKNAME_MAX = 20;
export const MOBILE_PATTERN = TAIWAN_MOBILE_PATTERN;

export const avatarUrl = (id: string): string => `/images/avatars/${id}.svg`;
export const isAvatarId = (id: string): id is AvatarId => (AVATAR_IDS as readonly string[]).includes(id);

const NICKNAME_PROBLEMS = { required: ProfileMessages.NICKNAME_REQUIRED, too_long: ProfileMessages.NICKNAME_TOO_LONG, reserved: ProfileMessages.NICKNAME_RESERVED };

export interface ProfileDraft { nickname: string; mobile: string; avatar: string }
export type ProfileProblems = Partial<Record<keyof ProfileDraft, string>>;

/** The profile form's rules, shared by the page and the shop: nickname 1–20 as others read it (never the shop's), a Taiwanese mobile or none, a listed avatar. */
export function checkProfile(draft: ProfileDraft): Result<ProfileDraft, ProfileProblems> {
  const name = checkDisplayName(draft.nickname, NICKNAME_MAX);
  const nickname = name.ok ? name.value : '';
  const mobile = normalizeTaiwanMobile(draft.mobile);
  const problems: ProfileProblems = {};
  if (!name.ok) problems.nickname = NICKNAME_PROBLEMS[name.error];
  if (mobile !== '' && !MOBILE_PATTERN.test(mobile)) problems.mobile = ProfileMessages.MOBILE_INVALID;
  if (!isAvatarId(draft.avatar)) problems.avatar = ProfileMessages.AVATAR_INVALID;
  return Object.keys(problems).length > 0 ? fail(problems) : ok({ nickname, mobile, avatar: draft.avatar });
}
