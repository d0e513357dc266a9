import { cleanDisplayText, visibleLength, type TextKind } from '../displayText/cleanText';
import { isAgeStage, type AgeStage } from './ageStage';
import { QaMessages } from './messages';

/** Limits of the ask and answer forms, counted in characters as shown (cleaned: no invisible ones, spaces collapsed). */
export const QA_LIMITS = {
  titleMin: 5, titleMax: 60, bodyMin: 10, bodyMax: 2000, tagsMax: 5, answerMin: 2, answerMax: 2000,
} as const;

export interface QuestionDraft {
  title: string;
  body: string;
  categoryId: number | null;
  tagIds: number[];
  ageStage: AgeStage | '';
  anonymous: boolean;
}

export type QuestionField = 'title' | 'body' | 'category_id' | 'tag_ids' | 'age_stage';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** How a title (one line), a question or an answer (paragraphs) is stored and shown. */
export const cleanTitle = (title: string): string => cleanDisplayText(title, 'line');
export const cleanPostText = (text: string): string => cleanDisplayText(text, 'text');

function textError(text: string, kind: TextKind, [min, max]: [number, number], m: { required: string; short: string; long: string }): string | null {
  const n = visibleLength(cleanDisplayText(text, kind));
  if (n === 0) return m.required;
  if (n < min) return m.short;
  return n > max ? m.long : null;
}

/**
 * The ask-a-question rules: title 5–60, body 10–2,000, one category, 0–5 tags of that
 * category, an age stage. `categoryTags` is the tag ids of the chosen category (null = unknown category).
 */
export function validateQuestion(draft: QuestionDraft, categoryTags: readonly number[] | null): FieldErrors<QuestionField> {
  const errors: FieldErrors<QuestionField> = {};
  const title = textError(draft.title, 'line', [QA_LIMITS.titleMin, QA_LIMITS.titleMax], { required: QaMessages.TITLE_REQUIRED, short: QaMessages.TITLE_TOO_SHORT, long: QaMessages.TITLE_TOO_LONG });
  if (title) errors.title = title;
  const body = textError(draft.body, 'text', [QA_LIMITS.bodyMin, QA_LIMITS.bodyMax], { required: QaMessages.BODY_REQUIRED, short: QaMessages.BODY_TOO_SHORT, long: QaMessages.BODY_TOO_LONG });
  if (body) errors.body = body;
  if (draft.categoryId === null || categoryTags === null) errors.category_id = QaMessages.CATEGORY_REQUIRED;
  if (draft.tagIds.length > QA_LIMITS.tagsMax) errors.tag_ids = QaMessages.TAGS_TOO_MANY;
  else if (categoryTags && draft.tagIds.some((id) => !categoryTags.includes(id))) errors.tag_ids = QaMessages.TAGS_NOT_IN_CATEGORY;
  if (!isAgeStage(draft.ageStage)) errors.age_stage = QaMessages.AGE_STAGE_REQUIRED;
  return errors;
}

/** An answer is 2–2,000 characters. */
export function validateAnswer(body: string): string | null {
  return textError(body, 'text', [QA_LIMITS.answerMin, QA_LIMITS.answerMax], { required: QaMessages.ANSWER_REQUIRED, short: QaMessages.ANSWER_TOO_SHORT, long: QaMessages.ANSWER_TOO_LONG });
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
