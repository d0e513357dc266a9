import { chooseQaNav, findTag } from '../../../src/domain/qa/qaNav';
import type { QaCategory } from '../../../src/domain/qa/types';

const categories: QaCategory[] = [
  { id: 5, name: '哺乳', description: '', situationalTags: [{ id: 21, name: '乳腺炎' }, { id: 22, name: '追奶' }] },
  { id: 7, name: '副食品', description: '', situationalTags: [{ id: 31, name: '十倍粥' }] },
];

describe('the Q&A navigation (SPEC §2.5)', () => {
  it('highlights the category of a category page', () => {
    expect(chooseQaNav(categories, { route: 'qaCategory', categoryId: 7 })).toEqual({ activeCategoryId: 7, notExisting: false });
  });

  it('finds the category whose situational tags hold the tag', () => {
    expect(chooseQaNav(categories, { route: 'qaTag', tagId: 22 })).toEqual({ activeCategoryId: 5, notExisting: false });
    expect(findTag(categories, 31)).toEqual({ category: categories[1], tag: { id: 31, name: '十倍粥' } });
  });

  it("uses a question's first category", () => {
    expect(chooseQaNav(categories, { route: 'qaPage', questionCategoryIds: [7, 5] })).toEqual({ activeCategoryId: 7, notExisting: false });
  });

  it('flags ids that match no category as not existing', () => {
    expect(chooseQaNav(categories, { route: 'qaCategory', categoryId: 99 }).notExisting).toBe(true);
    expect(chooseQaNav(categories, { route: 'qaTag', tagId: 99 }).notExisting).toBe(true);
    expect(chooseQaNav(categories, { route: 'qaPage', questionCategoryIds: [] }).notExisting).toBe(true);
    expect(findTag(categories, 99)).toBeNull();
  });

  it('highlights nothing on the index, search and ask pages', () => {
    for (const route of ['qaIndex', 'qa search', 'qaPost'] as const) expect(chooseQaNav(categories, { route })).toEqual({ activeCategoryId: null, notExisting: false });
  });
});
