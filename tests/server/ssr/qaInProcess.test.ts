import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { ApiQaGateway } from '../../../src/infrastructure/http/ApiQaGateway';
import { signIn, signUpVerified } from '../helpers/api';
import { apiClientOf } from '../helpers/apiClient';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';

type Outcome = { value: unknown } | { failure: Record<string, unknown> };
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { value: await run() };
  } catch (error) {
    const { kind, status, code, message, fields } = error as Record<string, unknown>;
    return { failure: { kind, status, code, message, fields } };
  }
}

/**
 * What the generic dispatch suite (inProcessDispatch) does not hold for the forum: its writes through
 * the page server's in-process calls (refusals as values included), the member's own flags on a
 * question after them, and a token the API does not know on the one `caller` read.
 */
describe.each(dialects())('the forum over the typed client in process answers as over HTTP (%s)', (dialect) => {
  let t: TestApp;
  let questionId: number;
  const member = new InMemoryTokenStore();
  const stranger = new InMemoryTokenStore();
  const gateways = (tokens: InMemoryTokenStore) =>
    ({ http: new ApiQaGateway(apiClientOf(t.app, tokens, 'http')), inProcess: new ApiQaGateway(apiClientOf(t.app, tokens, 'in-process')) });

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05 });
    await signUpVerified(t.app, 'qa@example.com', 'secret-pass-1', '問答媽咪');
    const wire = await signIn(t.app, 'qa@example.com', 'secret-pass-1');
    member.save({ accessToken: wire.access_token, refreshToken: wire.refresh_token, expiredAt: wire.expired_at });
    questionId = (await t.db.selectFrom('qa_questions').select('id').orderBy('answer_count', 'desc').limit(1).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const same = async (tokens: InMemoryTokenStore, read: (gateway: ApiQaGateway) => Promise<unknown>) => {
    const { http, inProcess } = gateways(tokens);
    const [viaHttp, local] = [await outcome(() => read(http)), await outcome(() => read(inProcess))];
    expect(local).toEqual(viaHttp);
    return local;
  };

  it('follows and likes in process, and the question then shows the member her own flags', async () => {
    const { inProcess } = gateways(member);
    expect(await inProcess.follow(questionId, true)).toMatchObject({ ok: true, value: { followed: true } });
    const detail = await inProcess.question(questionId);
    expect(await inProcess.like(detail.answers[0].id, true)).toMatchObject({ ok: true, value: { liked: true } });
    const read = await same(member, (gateway) => gateway.question(questionId));
    expect(read).toMatchObject({ value: { followedByMe: true, answers: expect.arrayContaining([expect.objectContaining({ id: detail.answers[0].id, likedByMe: true })]) } });
    expect(await same(stranger, (gateway) => gateway.question(questionId))).toMatchObject({ value: { followedByMe: false } });
  });

  it('answers a token it does not know on a question as a stranger, the same both ways', async () => {
    const unknown = new InMemoryTokenStore();
    unknown.save({ accessToken: 'nope', refreshToken: 'nope', expiredAt: Date.now() + 3_600_000 });
    expect(await same(unknown, (gateway) => gateway.question(questionId))).toMatchObject({ value: { followedByMe: false, mine: false } });
  });

  it('refuses the same writes the same way: a draft the rules refuse, someone else’s answer, a stranger, a missing post', async () => {
    const draft = { title: '嗨', body: '寶寶一直哭怎麼辦呢？', categoryId: 4, tagIds: [], ageStage: '0-6m' as const, anonymous: false };
    expect(await same(member, (gateway) => gateway.postQuestion(draft))).toMatchObject({ value: { ok: false, status: 400, fields: { title: expect.any(String) } } });
    const others = await t.db.selectFrom('qa_answers').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    expect(await same(member, (gateway) => gateway.editAnswer(others.id, '改成別的內容'))).toMatchObject({ value: { ok: false, status: 403, code: 'QA_NOT_OWNER' } });
    expect(await same(stranger, (gateway) => gateway.follow(questionId, true))).toMatchObject({ value: { ok: false, status: 401 } });
    expect(await same(member, (gateway) => gateway.like(2_000_000, true))).toMatchObject({ value: { ok: false, status: 404 } });
    expect(await same(member, (gateway) => gateway.report({ targetType: 'question', targetId: 2_000_000, reason: 'spam' }))).toMatchObject({ value: { ok: false, status: 404 } });
  });

  it('posts, answers, edits and deletes in process', async () => {
    const { inProcess } = gateways(member);
    const draft = { title: '寶寶半夜一直醒來怎麼辦？', body: '寶寶八個月，最近每兩小時就醒一次，想請教大家。', categoryId: 8, tagIds: [36], ageStage: '6-12m' as const, anonymous: false };
    const posted = await inProcess.postQuestion(draft);
    if (!posted.ok) throw new Error(posted.message);
    const answered = await inProcess.answer(posted.value.id, '可以試試固定睡前儀式');
    if (!answered.ok) throw new Error(answered.message);
    expect(answered.value).toMatchObject({ body: '可以試試固定睡前儀式', mine: true });
    expect(await inProcess.editAnswer(answered.value.id, '睡前儀式很有幫助')).toEqual({ ok: true, value: null });
    expect(await inProcess.deletePost('answer', answered.value.id)).toEqual({ ok: true, value: null });
    expect(await inProcess.deletePost('question', posted.value.id)).toEqual({ ok: true, value: null });
    expect(await outcome(() => inProcess.question(posted.value.id))).toMatchObject({ failure: { kind: 'not-found', status: 404 } });
  });

  it('suggests the same both ways', async () => {
    expect(await same(stranger, (gateway) => gateway.suggest('寶寶'))).toMatchObject({ value: expect.any(Array) });
  });
});
