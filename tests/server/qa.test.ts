import type { LightMyRequestResponse } from 'fastify';
import { QaCategories, QaSuggestBody, QuestionDetailBody, QuestionListBody } from '../../contract/qa';
import { QaMessages } from '../../src/domain/qa/messages';
import { call, demoMemberHeaders } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

describe.each(dialects())('Q&A forum API on %s', (dialect) => {
  let t: TestApp;
  let amy: Record<string, string>;
  let ben: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05 });
    ({ amy, ben } = await demoMemberHeaders(t.app));
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: Record<string, string>, body?: object): Promise<LightMyRequestResponse> =>
    call(t.app, method, url, { body, headers: who });
  const valid = { title: '寶寶半夜一直醒來怎麼辦？', body: '寶寶八個月，最近每兩小時就醒一次，想請教大家。', category_id: 8, tag_ids: [36], age_stage: '6-12m', anonymous: false };
  const post = async (who: Record<string, string>, body: object = valid) => {
    const response = await send('POST', '/v1/qa/questions', who, body);
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  };

  it('lists 30 categories, each with its situational tags', async () => {
    const { categories } = QaCategories.parse((await send('GET', '/v1/qa/categories')).json().data);
    expect(categories).toHaveLength(30);
    expect(categories.find((c) => c.name === '哺乳')?.situational_tags.map((t) => t.name)).toEqual(expect.arrayContaining(['乳腺炎', '追奶', '親餵']));
  });

  it('lists recent and popular questions, by category and by tag, 20 a page', async () => {
    const recent = QuestionListBody.parse((await send('GET', '/v1/qa/questions')).json().data);
    expect(recent.questions.length).toBeGreaterThan(0);
    expect(recent.questions.map((q) => q.created_at)).toEqual([...recent.questions.map((q) => q.created_at)].sort((a, b) => b - a));
    const popular = QuestionListBody.parse((await send('GET', '/v1/qa/questions?sort=popular')).json().data);
    expect(popular.questions[0].answer_count).toBeGreaterThanOrEqual(popular.questions.at(-1)!.answer_count);
    const category = QuestionListBody.parse((await send('GET', '/v1/qa/questions?category=5')).json().data);
    expect(category.questions.every((q) => q.categories.some((c) => c.id === 5))).toBe(true);
    const tag = QuestionListBody.parse((await send('GET', `/v1/qa/questions?tag=${category.questions[0].tags[0].id}`)).json().data);
    expect(tag.questions.every((q) => q.tags.some((x) => x.id === category.questions[0].tags[0].id))).toBe(true);
  });

  it('answers bad list input with a 400, never a 500', async () => {
    for (const url of ['/v1/qa/questions?sort=weird', '/v1/qa/questions?page=0', '/v1/qa/questions?category=abc', '/v1/qa/questions/abc', '/v1/qa/search']) {
      expect((await send('GET', url)).statusCode).toBe(400);
    }
    expect((await send('GET', '/v1/qa/questions/99999999')).statusCode).toBe(404);
  });

  it('searches titles and bodies, and suggests at most 8 with the page each opens', async () => {
    const found = QuestionListBody.parse((await send('GET', `/v1/qa/search?query=${encodeURIComponent('建議')}`)).json().data);
    expect(found.total).toBeGreaterThan(0);
    expect(QuestionListBody.parse((await send('GET', '/v1/qa/search?query=%25')).json().data).total).toBe(0);
    const { suggestions } = QaSuggestBody.parse((await send('GET', `/v1/qa/search/suggest?query=${encodeURIComponent('哺乳')}`)).json().data);
    expect(suggestions[0]).toEqual({ text: '哺乳', path: '/qa/categories/5' });
    const many = QaSuggestBody.parse((await send('GET', `/v1/qa/search/suggest?query=${encodeURIComponent('寶寶')}`)).json().data);
    expect(many.suggestions.length).toBeLessThanOrEqual(8);
    expect(QaSuggestBody.parse((await send('GET', '/v1/qa/search/suggest?query=')).json().data).suggestions).toEqual([]);
  });

  it('needs sign-in to write', async () => {
    const response = await send('POST', '/v1/qa/questions', undefined, valid);
    expect(response.statusCode).toBe(401);
    expect(response.json().error_code).toBe('AUTH_100001');
    expect((await send('POST', '/v1/qa/questions/1/answers', undefined, { body: '你好喔' })).statusCode).toBe(401);
  });

  it('checks every field of a question with zh-TW messages and stores nothing', async () => {
    const before = QuestionListBody.parse((await send('GET', '/v1/qa/questions')).json().data).total;
    const response = await send('POST', '/v1/qa/questions', amy, { title: '嗨', body: '短', category_id: 5, tag_ids: [36], age_stage: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      title: QaMessages.TITLE_TOO_SHORT, body: QaMessages.BODY_TOO_SHORT, tag_ids: QaMessages.TAGS_NOT_IN_CATEGORY, age_stage: QaMessages.AGE_STAGE_REQUIRED,
    });
    expect((await send('POST', '/v1/qa/questions', amy, { ...valid, category_id: null })).json().fields).toEqual({ category_id: QaMessages.CATEGORY_REQUIRED });
    expect((await send('POST', '/v1/qa/questions', amy, { ...valid, tag_ids: [36, 37, 38, 39, 40, 36] })).json().fields).toEqual({ tag_ids: QaMessages.TAGS_TOO_MANY });
    expect((await send('POST', '/v1/qa/questions', amy, { ...valid, title: 123 })).statusCode).toBe(400);
    expect(QuestionListBody.parse((await send('GET', '/v1/qa/questions')).json().data).total).toBe(before);
  });

  it('stores script in a question body as plain text, and hides an anonymous asker', async () => {
    const body = '<script>alert("x")</script> 寶寶一直哭怎麼辦？';
    const id = await post(amy, { ...valid, body, anonymous: true });
    const detail = QuestionDetailBody.parse((await send('GET', `/v1/qa/questions/${id}`, amy)).json().data);
    expect(detail.body).toBe(body);
    expect(detail.author).toEqual({ nickname: QaMessages.ANONYMOUS_NAME, anonymous: true });
    expect(detail.mine).toBe(true);
    expect(detail.categories[0].id).toBe(8);
    expect(JSON.stringify((await send('GET', `/v1/qa/questions/${id}`)).json())).not.toContain('媽咪Amy');
  });

  it('lets a member answer, like and follow; counts follow the rows', async () => {
    const id = await post(amy);
    const answer = await send('POST', `/v1/qa/questions/${id}/answers`, ben, { body: '我家也是，固定睡前儀式後有改善。' });
    expect(answer.statusCode).toBe(201);
    const answerId = answer.json().data.id as number;
    expect((await send('POST', `/v1/qa/questions/${id}/answers`, ben, { body: '嗯' })).json().fields).toEqual({ body: QaMessages.ANSWER_TOO_SHORT });
    expect((await send('POST', `/v1/qa/answers/${answerId}/like`, amy)).json().data).toEqual({ liked: true, like_count: 1 });
    expect((await send('POST', `/v1/qa/answers/${answerId}/like`, amy)).json().data).toEqual({ liked: true, like_count: 1 });
    expect((await send('POST', `/v1/qa/questions/${id}/follow`, ben)).json().data).toEqual({ followed: true, follow_count: 1 });
    const detail = QuestionDetailBody.parse((await send('GET', `/v1/qa/questions/${id}`, amy)).json().data);
    expect(detail).toMatchObject({ answer_count: 1, follow_count: 1 });
    expect(detail.answers[0]).toMatchObject({ id: answerId, like_count: 1, liked_by_me: true, mine: false });
    expect((await send('DELETE', `/v1/qa/answers/${answerId}/like`, amy)).json().data).toEqual({ liked: false, like_count: 0 });
    expect((await send('DELETE', `/v1/qa/questions/${id}/follow`, ben)).json().data).toEqual({ followed: false, follow_count: 0 });
  });

  it('lets only the writer edit or delete: 403 for anyone else, nothing changed', async () => {
    const id = await post(amy);
    const answerId = (await send('POST', `/v1/qa/questions/${id}/answers`, ben, { body: '原本的回答內容' })).json().data.id as number;
    const edit = await send('PATCH', `/v1/qa/answers/${answerId}`, amy, { body: '被別人改掉了' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ error_code: 'QA_NOT_OWNER', message: QaMessages.NOT_OWNER });
    expect((await send('DELETE', `/v1/qa/answers/${answerId}`, amy)).statusCode).toBe(403);
    expect((await send('PATCH', `/v1/qa/questions/${id}`, ben, valid)).statusCode).toBe(403);
    expect((await send('DELETE', `/v1/qa/questions/${id}`, ben)).statusCode).toBe(403);
    expect(QuestionDetailBody.parse((await send('GET', `/v1/qa/questions/${id}`)).json().data).answers[0].body).toBe('原本的回答內容');
    expect((await send('PATCH', `/v1/qa/answers/${answerId}`, ben, { body: '修改後的回答' })).statusCode).toBe(200);
    expect((await send('DELETE', `/v1/qa/answers/${answerId}`, ben)).statusCode).toBe(204);
    expect((await send('DELETE', `/v1/qa/questions/${id}`, amy)).statusCode).toBe(204);
    expect((await send('GET', `/v1/qa/questions/${id}`)).statusCode).toBe(404);
  });

  it('takes reports with a known reason', async () => {
    expect((await send('POST', '/v1/qa/reports', ben, { target_type: 'question', target_id: 1, reason: 'spam' })).statusCode).toBe(201);
    const bad = await send('POST', '/v1/qa/reports', ben, { target_type: 'question', target_id: 1, reason: 'nope' });
    expect(bad.json().fields).toEqual({ reason: QaMessages.REPORT_REASON_REQUIRED });
    expect((await send('POST', '/v1/qa/reports', ben, { target_type: 'answer', target_id: 99999999, reason: 'spam' })).statusCode).toBe(404);
  });

  it('limits asking to 5 questions an hour per member (429 with Retry-After)', async () => {
    await t.db.deleteFrom('rate_limits').where('key', 'like', 'qa-question:%').execute();
    for (let i = 0; i < 5; i++) await post(ben);
    const response = await send('POST', '/v1/qa/questions', ben, valid);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json().message).toBe(QaMessages.TOO_MANY_QUESTIONS);
  });

  it('holds the question limit under 20 parallel posts, and a refused form uses none of it', async () => {
    await t.db.deleteFrom('rate_limits').where('key', 'like', 'qa-question:%').execute();
    expect((await send('POST', '/v1/qa/questions', amy, { ...valid, title: '短' })).statusCode).toBe(400);
    const burst = await Promise.all(Array.from({ length: 20 }, () => send('POST', '/v1/qa/questions', amy, valid)));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(15);
  });

  it('stores one report per member and post, however often or fast it is sent', async () => {
    const target = { target_type: 'answer', target_id: (await t.db.selectFrom('qa_answers').select('id').orderBy('id').executeTakeFirstOrThrow()).id, reason: 'spam' };
    const repeats = await Promise.all(Array.from({ length: 10 }, () => send('POST', '/v1/qa/reports', amy, target)));
    expect(repeats.every((r) => r.statusCode === 201)).toBe(true);
    const stored = await t.db.selectFrom('qa_reports').select('id').where('target_type', '=', 'answer').where('target_id', '=', target.target_id).execute();
    expect(stored).toHaveLength(1);
  });
});
