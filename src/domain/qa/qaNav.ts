import type { QaCategory } from './types';

/** What the Q&A navigation bar shows for a route (SPEC §2.5). */
export interface QaNavState {
  /** The highlighted category, null on the index, search and ask pages. */
  activeCategoryId: number | null;
  /** Set when the route's id matches no category: the page shows the 404 page. */
  notExisting: boolean;
}

export type QaNavInput =
  | { route: 'qaCategory'; categoryId: number }
  | { route: 'qaTag'; tagId: number }
  | { route: 'qaPage'; questionCategoryIds: readonly number[] }
  | { route: 'qaIndex' | 'qa search' | 'qaPost' };

const found = (categories: readonly QaCategory[], id: number | undefined): QaNavState =>
  id !== undefined && categories.some((c) => c.id === id)
    ? { activeCategoryId: id, notExisting: false }
    : { activeCategoryId: null, notExisting: true };

/**
 * qaCategory takes a category id; qaTag a tag id matched within each category's situational
 * tags; qaPage the question's first category. An id matching no category flags the list as not existing.
 */
export function chooseQaNav(categories: readonly QaCategory[], input: QaNavInput): QaNavState {
  switch (input.route) {
    case 'qaCategory':
      return found(categories, input.categoryId);
    case 'qaTag':
      return found(categories, categories.find((c) => c.situationalTags.some((t) => t.id === input.tagId))?.id);
    case 'qaPage':
      return found(categories, input.questionCategoryIds[0]);
    default:
      return { activeCategoryId: null, notExisting: false };
  }
}

/** The tag and its category for a tag page, or null when no category holds the tag. */
export function findTag(categories: readonly QaCategory[], tagId: number): { category: QaCategory; tag: { id: number; name: string } } | null {
  for (const category of categories) {
    const tag = category.situationalTags.find((t) => t.id === tagId);
    if (tag) return { category, tag };
  }
  return null;
}
