import { isAgeStage } from './ageStage';
import type { QuestionDraft } from './postRules';

/** The ask form keeps one draft per browser, so leaving mid-way (or signing in) loses nothing. */
export const QUESTION_DRAFT_KEY = 'qa.question-draft';

export const EMPTY_DRAFT: QuestionDraft = { title: '', body: '', categoryId: null, tagIds: [], ageStage: '', anonymous: false };

/** A draft worth keeping has some text or a choice made. */
export const isBlankDraft = (d: QuestionDraft): boolean =>
  d.title.trim() === '' && d.body.trim() === '' && d.categoryId === null && d.tagIds.length === 0 && d.ageStage === '';

/** Reads a stored draft; anything unreadable is no draft (a stale format must never break the form). */
export function parseDraft(raw: string | null): QuestionDraft | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    return {
      title: typeof v.title === 'string' ? v.title : '',
      body: typeof v.body === 'string' ? v.body : '',
      categoryId: typeof v.categoryId === 'number' ? v.categoryId : null,
      tagIds: Array.isArray(v.tagIds) ? v.tagIds.filter((t): t is number => typeof t === 'number') : [],
      ageStage: isAgeStage(v.ageStage) ? v.ageStage : '',
      anonymous: v.anonymous === true,
    };
  } catch {
    return null;
  }
}

/** Changing the category drops the tags that belong to the old one. */
export function withCategory(draft: QuestionDraft, categoryId: number | null, categoryTags: readonly number[]): QuestionDraft {
  return { ...draft, categoryId, tagIds: draft.tagIds.filter((id) => categoryTags.includes(id)) };
}
