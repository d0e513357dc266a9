import type { Newable } from 'inversify';
import { AnswerQuestion } from '../../../src/application/qa/AnswerQuestion';
import { ChooseQaNav } from '../../../src/application/qa/ChooseQaNav';
import { DeletePost, EditAnswer } from '../../../src/application/qa/EditAnswer';
import { PostQuestion } from '../../../src/application/qa/PostQuestion';
import { RestoreQuestionDraft, SaveQuestionDraft } from '../../../src/application/qa/questionDraft';
import { FollowQuestion, LikeAnswer, ReportPost } from '../../../src/application/qa/reactions';
import { SearchQuestions } from '../../../src/application/qa/reads';
import { LoginDialogController } from '../../../src/application/shell/LoginDialogController';
import { SessionStore } from '../../../src/application/shell/SessionStore';
import { EMPTY_DRAFT } from '../../../src/domain/qa/draft';
import { QaMessages } from '../../../src/domain/qa/messages';
import type { QuestionDraft } from '../../../src/domain/qa/postRules';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { InMemoryQaGateway } from '../../../src/infrastructure/memory/InMemoryQaGateway';
import { UserMetaMother } from '../mothers/UserMetaMother';

const question: QuestionDraft = { title: '乳腺炎發燒還能親餵嗎？', body: '右邊硬塊又痛，昨晚燒到 38.5 度，想知道大家怎麼處理。', categoryId: 5, tagIds: [21], ageStage: '0-6m', anonymous: false };

function givenForum(signedIn = true) {
  const container = buildTestContainer();
  const get = <T>(c: Newable<T>): T => container.get<T>(c);
  get(SessionStore).resolve({ ...UserMetaMother.signedOut(), signedIn });
  const forum = get(InMemoryQaGateway);
  return { get, forum };
}

describe('PostQuestion', () => {
  it('posts, clears the draft and says so', async () => {
    const { get } = givenForum();
    get(SaveQuestionDraft).execute(question);
    const outcome = await get(PostQuestion).execute(question);
    expect(outcome).toMatchObject({ ok: true, value: { message: QaMessages.POSTED } });
    expect(get(RestoreQuestionDraft).execute()).toBeNull();
  });

  it('opens the login dialog for a signed-out parent and keeps the draft', async () => {
    const { get, forum } = givenForum(false);
    expect(await get(PostQuestion).execute(question)).toEqual({ ok: false, error: { code: 'SIGN_IN_REQUIRED', message: '請先登入', fields: {} } });
    expect(get(LoginDialogController).state$.getValue()).toMatchObject({ open: true, actionName: QaMessages.LOGIN_TO_ASK });
    expect(get(RestoreQuestionDraft).execute()).toEqual(question);
    expect(forum.questionsById.size).toBe(0);
  });

  it('answers the form rules before calling the server', async () => {
    const { get, forum } = givenForum();
    const outcome = await get(PostQuestion).execute({ ...question, title: '嗨', tagIds: [31] });
    expect(outcome).toEqual({
      ok: false,
      error: { code: 'INVALID_QUESTION', message: QaMessages.TITLE_TOO_SHORT, fields: { title: QaMessages.TITLE_TOO_SHORT, tag_ids: QaMessages.TAGS_NOT_IN_CATEGORY } },
    });
    expect(forum.questionsById.size).toBe(0);
  });

  it('keeps no blank draft', () => {
    const { get } = givenForum();
    get(SaveQuestionDraft).execute(question);
    get(SaveQuestionDraft).execute(EMPTY_DRAFT);
    expect(get(RestoreQuestionDraft).execute()).toBeNull();
  });
});

describe('answering, liking, following, reporting', () => {
  async function withQuestion(signedIn = true) {
    const world = givenForum(signedIn);
    world.forum.actAs(2);
    const id = (await world.forum.postQuestion(question)) as { ok: true; value: { id: number } };
    world.forum.actAs(signedIn ? 1 : null);
    return { ...world, id: id.value.id };
  }

  it('answers, and likes an answer', async () => {
    const { get, id } = await withQuestion();
    const outcome = await get(AnswerQuestion).execute({ questionId: id, body: '冷敷加上多休息，我隔天就退燒了' });
    expect(outcome).toMatchObject({ ok: true, value: { message: QaMessages.ANSWERED } });
    const answerId = outcome.ok ? outcome.value.answer.id : 0;
    expect(await get(LikeAnswer).execute({ answerId, liked: true })).toEqual({ ok: true, value: { state: { liked: true, likeCount: 1 }, message: null } });
    expect(await get(AnswerQuestion).execute({ questionId: id, body: '嗯' })).toEqual({ ok: false, error: { code: 'INVALID_ANSWER', message: QaMessages.ANSWER_TOO_SHORT } });
  });

  it('asks a signed-out parent to sign in before answering, liking or following', async () => {
    const { get, id } = await withQuestion(false);
    const signInRequired = { ok: false, error: { code: 'SIGN_IN_REQUIRED', message: '請先登入' } };
    expect(await get(AnswerQuestion).execute({ questionId: id, body: '我的經驗是多休息' })).toEqual(signInRequired);
    expect(await get(FollowQuestion).execute({ questionId: id, followed: true })).toEqual(signInRequired);
    expect(get(LoginDialogController).state$.getValue().open).toBe(true);
  });

  it("refuses to edit or delete someone else's answer", async () => {
    const { get, forum, id } = await withQuestion();
    const theirs = forum.addAnswer(id, 2, '別人的回答');
    const refused = { ok: false, error: { code: 'REFUSED', message: QaMessages.NOT_OWNER } };
    expect(await get(EditAnswer).execute({ answerId: theirs.id, body: '改掉它' })).toEqual(refused);
    expect(await get(DeletePost).execute({ kind: 'answer', id: theirs.id })).toEqual(refused);
    expect(theirs.body).toBe('別人的回答');
  });

  it('follows and reports, each with its message', async () => {
    const { get, forum, id } = await withQuestion();
    expect(await get(FollowQuestion).execute({ questionId: id, followed: true })).toEqual({
      ok: true, value: { state: { followed: true, followCount: 1 }, message: QaMessages.FOLLOWED },
    });
    expect(await get(ReportPost).execute({ targetType: 'question', targetId: id, reason: 'spam' })).toEqual({ ok: true, value: { state: null, message: QaMessages.REPORTED } });
    expect(forum.reports).toEqual([{ targetType: 'question', targetId: id, reason: 'spam' }]);
  });
});

describe('reading', () => {
  it('finds nothing for a blank search without asking the server', async () => {
    const { get } = givenForum();
    expect(await get(SearchQuestions).execute({ query: '  ', page: 1 })).toEqual({ questions: [], page: 1, totalPages: 1, total: 0 });
  });

  it('chooses the nav state over the known categories', async () => {
    const { get } = givenForum();
    expect(await get(ChooseQaNav).execute({ route: 'qaTag', tagId: 22 })).toEqual({ activeCategoryId: 5, notExisting: false });
    expect((await get(ChooseQaNav).execute({ route: 'qaCategory', categoryId: 1 })).notExisting).toBe(true);
  });
});
