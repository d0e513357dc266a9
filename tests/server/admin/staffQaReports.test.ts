import { call, demoMemberHeaders } from '../helpers/api';
import { createTestApp, dialects, type TestApp } from '../helpers/testApp';
import { seedStaff, staffCookies, testClock } from './staffHelpers';

describe.each(dialects())('內容 moderates reported Q&A posts (%s)', (dialect) => {
  let t: TestApp;
  const clock = testClock(Date.now());
  let amy: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: clock.now });
    await seedStaff(t.db, clock.now());
    amy = (await demoMemberHeaders(t.app)).amy;
  }, 60_000);
  afterAll(() => t.close());

  const newestQuestion = async () => (await call(t.app, 'GET', '/v1/qa/questions')).json().data.questions[0].id as number;
  const listed = async (id: number) => (await call(t.app, 'GET', '/v1/qa/questions')).json().data.questions.some((q: { id: number }) => q.id === id);
  async function reported(type: 'question' | 'answer', id: number): Promise<number> {
    const sent = await call(t.app, 'POST', '/v1/qa/reports', { headers: amy, body: { target_type: type, target_id: id, reason: 'spam', note: '廣告' } });
    if (sent.statusCode >= 300) throw new Error(sent.body);
    const row = await t.db.selectFrom('qa_reports').select('id').where('target_type', '=', type).where('target_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return row.id;
  }

  it('hides a reported question: it leaves the forum, every open report of it is settled, and restoring brings it back', async () => {
    const questionId = await newestQuestion();
    const reportId = await reported('question', questionId);
    await reported('question', questionId);
    const cookies = await staffCookies(t.app, 'content', clock);
    const queue = (await call(t.app, 'GET', '/admin/api/qa-reports', { cookies })).json().data;
    expect(queue.rows.find((r: { id: number }) => r.id === reportId)).toMatchObject({ target_type: 'question', status: 'open', target_hidden: false });
    const hidden = await call(t.app, 'POST', `/admin/api/qa-reports/${reportId}/hide`, { cookies });
    expect(hidden.json().data).toEqual({ id: reportId, status: 'hidden', status_label: '已隱藏', target_hidden: true });
    expect(await listed(questionId)).toBe(false);
    expect((await call(t.app, 'GET', `/v1/qa/questions/${questionId}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/admin/api/qa-reports', { cookies })).json().data.rows.some((r: { target_id: number }) => r.target_id === questionId)).toBe(false);
    const restored = await call(t.app, 'POST', `/admin/api/qa-reports/${reportId}/restore`, { cookies });
    expect(restored.json().data).toMatchObject({ status: 'restored', target_hidden: false });
    expect(await listed(questionId)).toBe(true);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'entity', 'entity_id']).where('entity', '=', 'qa_question').orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'qa.hide', entity: 'qa_question', entity_id: String(questionId) },
      { action: 'qa.restore', entity: 'qa_question', entity_id: String(questionId) },
    ]);
  });

  it('hides a reported answer from its question page; dismissing a report changes nothing on the forum', async () => {
    const question = (await call(t.app, 'GET', '/v1/qa/questions?sort=popular')).json().data.questions[0].id as number;
    const answers = (await call(t.app, 'GET', `/v1/qa/questions/${question}`)).json().data.answers as { id: number }[];
    const [first, second] = [await reported('answer', answers[0].id), await reported('answer', answers[1].id)];
    const cookies = await staffCookies(t.app, 'support', clock);
    await call(t.app, 'POST', `/admin/api/qa-reports/${first}/hide`, { cookies });
    const dismissed = await call(t.app, 'POST', `/admin/api/qa-reports/${second}/dismiss`, { cookies });
    expect(dismissed.json().data).toMatchObject({ status: 'dismissed', status_label: '不處理' });
    const shown = (await call(t.app, 'GET', `/v1/qa/questions/${question}`)).json().data.answers.map((a: { id: number }) => a.id);
    expect(shown).not.toContain(answers[0].id);
    expect(shown).toContain(answers[1].id);
    expect((await call(t.app, 'POST', `/admin/api/qa-reports/${second}/hide`, { cookies })).statusCode).toBe(409);
  });
});
