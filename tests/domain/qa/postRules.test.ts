import { EMPTY_DRAFT, isBlankDraft, parseDraft, withCategory } from '../../../src/domain/qa/draft';
import { QaMessages } from '../../../src/domain/qa/messages';
import { validateAnswer, validateQuestion, type QuestionDraft } from '../../../src/domain/qa/postRules';

const draft: QuestionDraft = { title: '寶寶半夜一直醒', body: '寶寶八個月，最近每兩小時醒一次。', categoryId: 8, tagIds: [36], ageStage: '6-12m', anonymous: false };
const tagsOf8 = [36, 37, 38];

describe('asking a question', () => {
  it('accepts a complete question', () => {
    expect(validateQuestion(draft, tagsOf8)).toEqual({});
  });

  it('explains each problem in zh-TW', () => {
    expect(validateQuestion({ ...EMPTY_DRAFT }, null)).toEqual({
      title: QaMessages.TITLE_REQUIRED, body: QaMessages.BODY_REQUIRED, category_id: QaMessages.CATEGORY_REQUIRED, age_stage: QaMessages.AGE_STAGE_REQUIRED,
    });
    expect(validateQuestion({ ...draft, title: '一二三四', body: '太短了' }, tagsOf8)).toEqual({ title: QaMessages.TITLE_TOO_SHORT, body: QaMessages.BODY_TOO_SHORT });
    expect(validateQuestion({ ...draft, title: '問'.repeat(61), body: '字'.repeat(2001) }, tagsOf8)).toEqual({ title: QaMessages.TITLE_TOO_LONG, body: QaMessages.BODY_TOO_LONG });
  });

  it('counts characters after trimming, at the limits', () => {
    expect(validateQuestion({ ...draft, title: '  一二三四五  ', body: '字'.repeat(2000) }, tagsOf8)).toEqual({});
    expect(validateQuestion({ ...draft, title: '問'.repeat(60) }, tagsOf8)).toEqual({});
  });

  it('takes at most 5 tags, all of the chosen category', () => {
    expect(validateQuestion({ ...draft, tagIds: [1, 2, 3, 4, 5, 6] }, [1, 2, 3, 4, 5, 6])).toEqual({ tag_ids: QaMessages.TAGS_TOO_MANY });
    expect(validateQuestion({ ...draft, tagIds: [99] }, tagsOf8)).toEqual({ tag_ids: QaMessages.TAGS_NOT_IN_CATEGORY });
    expect(validateQuestion({ ...draft, tagIds: [] }, tagsOf8)).toEqual({});
  });
});

describe('answering', () => {
  it('needs 2 to 2,000 characters', () => {
    expect(validateAnswer(' ')).toBe(QaMessages.ANSWER_REQUIRED);
    expect(validateAnswer('好')).toBe(QaMessages.ANSWER_TOO_SHORT);
    expect(validateAnswer('好的')).toBeNull();
    expect(validateAnswer('字'.repeat(2001))).toBe(QaMessages.ANSWER_TOO_LONG);
  });
});

describe('the ask form draft', () => {
  it('round-trips and tolerates anything unreadable', () => {
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
    expect(parseDraft('{oops')).toBeNull();
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft(JSON.stringify({ title: 3, ageStage: 'soon', tagIds: ['x', 2] }))).toEqual({ ...EMPTY_DRAFT, tagIds: [2] });
  });

  it('is blank until something is typed or chosen', () => {
    expect(isBlankDraft(EMPTY_DRAFT)).toBe(true);
    expect(isBlankDraft({ ...EMPTY_DRAFT, title: '嗨' })).toBe(false);
  });

  it('drops the tags of the old category when the category changes', () => {
    expect(withCategory({ ...draft, tagIds: [36, 37] }, 5, [21, 22, 37])).toMatchObject({ categoryId: 5, tagIds: [37] });
  });
});
