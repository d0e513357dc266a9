import { checkDisplayName } from '../displayText/displayName';
import { fail, ok, type Result } from '../errors/Result';
import { addDays, dayNumber, monthsBetween } from './dates';
import { ProfileMessages } from './messages';

export const BABY_GENDERS = ['boy', 'girl', 'unknown'] as const;
export type BabyGender = (typeof BABY_GENDERS)[number];
export const BABY_GENDER_LABELS: Record<BabyGender, string> = { boy: '男寶', girl: '女寶', unknown: '還不知道' };
export const MAX_BABIES = 10;
export const BABY_NAME_MAX = 20;
/** A due date may lie up to about ten months ahead (a pregnancy just confirmed). */
export const DUE_DATE_MAX_DAYS = 300;
/** The shop is for babies and young children: birthdays up to 18 years back. */
export const BIRTHDAY_MAX_YEARS = 18;

const BABY_NAME_PROBLEMS = { required: ProfileMessages.BABY_NAME_REQUIRED, too_long: ProfileMessages.BABY_NAME_TOO_LONG, reserved: ProfileMessages.BABY_NAME_RESERVED };

export interface BabyDraft { name: string; birthday: string; gender: string }
export interface Baby { id: number; name: string; birthday: string; gender: BabyGender }
export type BabyProblems = Partial<Record<keyof BabyDraft, string>>;

export const isBabyGender = (value: string): value is BabyGender => (BABY_GENDERS as readonly string[]).includes(value);

function dateProblem(date: string, today: string): string | null {
  if (date.trim() === '') return ProfileMessages.BABY_DATE_REQUIRED;
  const day = dayNumber(date);
  if (day === null) return ProfileMessages.BABY_DATE_INVALID;
  if (day > dayNumber(addDays(today, DUE_DATE_MAX_DAYS))!) return ProfileMessages.BABY_DATE_TOO_FAR;
  if (monthsBetween(date, today) >= BIRTHDAY_MAX_YEARS * 12) return ProfileMessages.BABY_DATE_TOO_OLD;
  return null;
}

/** The baby form's rules (name 1–20 as shown, never the shop's, a birthday or a due date within ten months, a gender); `today` is a Taipei date. */
export function checkBaby(draft: BabyDraft, today: string): Result<{ name: string; birthday: string; gender: BabyGender }, BabyProblems> {
  const checked = checkDisplayName(draft.name, BABY_NAME_MAX);
  const name = checked.ok ? checked.value : '';
  const problems: BabyProblems = {};
  if (!checked.ok) problems.name = BABY_NAME_PROBLEMS[checked.error];
  const date = dateProblem(draft.birthday, today);
  if (date) problems.birthday = date;
  if (!isBabyGender(draft.gender)) problems.gender = ProfileMessages.BABY_GENDER_INVALID;
  if (Object.keys(problems).length > 0) return fail(problems);
  return ok({ name, birthday: draft.birthday, gender: draft.gender as BabyGender });
}

/** How a parent says the baby's age: 預產期 2026-03-01 (還有 12 天), 出生 5 天, 3 個月, 1 歲, 1 歲 2 個月. */
export function babyAgeText(birthday: string, today: string): string {
  const born = dayNumber(birthday);
  const now = dayNumber(today);
  if (born === null || now === null) return '';
  if (born > now) return `預產期 ${birthday}（還有 ${born - now} 天）`;
  if (born === now) return '今天出生';
  const months = monthsBetween(birthday, today);
  if (months < 1) return `出生 ${now - born} 天`;
  if (months < 12) return `${months} 個月`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? `${years} 歲` : `${years} 歲 ${rest} 個月`;
}
