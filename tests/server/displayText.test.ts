import type { LightMyRequestResponse } from 'fastify';
import { DisplayTextMessages } from '../../src/domain/displayText/messages';
import { newMembers } from './checkout/fixtures';
import { call } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { orderWithLine } from './memberProfileFixtures';
import { TERMS_VERSION } from '../../src/domain/auth/terms';

const ZWSP = '\u200B';
const SPACED_OUT = `寶${ZWSP} 貝${ZWSP}揪\u2060團 客\u200D服`;

/** Shown text (issue 25): nicknames, names, questions, answers and reviews are cleaned, and no one may pass for the shop. */
describe.each(dialects())('shown text on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05 });
  }, 60_000);
  afterAll(async () => t.close(), 30_000);

  const member = async (tag: string) => {
    const [headers] = await newMembers(t.db, 1, `shown-${tag}-${dialect}-`);
    const row = await t.db.selectFrom('members').select('id').where('email', '=', `shown-${tag}-${dialect}-0@example.com`).executeTakeFirstOrThrow();
    return { headers, id: row.id };
  };
  const fields = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(400);
    return response.json().fields as Record<string, string>;
  };

  it('refuses a sign-up whose nickname passes for the shop, even spaced out with invisible characters', async () => {
    for (const nickname of [SPACED_OUT, '官方', '寶貝揪團小編', 'ＪｉｕＴｕａｎ 客服']) {
      const answer = await call(t.app, 'POST', '/v2/member/signup', { body: { email: `fake-${dialect}@example.com`, password: 'secret-pass-1', nickname, terms: TERMS_VERSION } });
      expect(fields(answer)).toEqual({ nickname: DisplayTextMessages.NICKNAME_RESERVED });
    }
    expect(await t.db.selectFrom('members').select('id').where('email', '=', `fake-${dialect}@example.com`).executeTakeFirst()).toBeUndefined();
  });

  it('stores a sign-up nickname without its invisible characters; one of nothing but them is missing', async () => {
    const email = `clean-${dialect}@example.com`;
    const made = await call(t.app, 'POST', '/v2/member/signup', { body: { email, password: 'secret-pass-1', nickname: `\u202E Amy${ZWSP}媽咪\u3000 `, terms: TERMS_VERSION } });
    expect(made.statusCode).toBe(201);
    expect((await t.db.selectFrom('members').select('nickname').where('email', '=', email).executeTakeFirstOrThrow()).nickname).toBe('Amy媽咪');
    const blank = await call(t.app, 'POST', '/v2/member/signup', { body: { email: `blank-${dialect}@example.com`, password: 'secret-pass-1', nickname: `${ZWSP}\u2060`, terms: TERMS_VERSION } });
    expect(fields(blank)).toEqual({ nickname: '請輸入暱稱' });
  });

  it('refuses such a nickname on the profile and cleans an accepted one', async () => {
    const { headers } = await member('profile');
    const refused = await call(t.app, 'PATCH', '/v1/member/profile', { headers, body: { nickname: SPACED_OUT, mobile: '', avatar: 'bear' } });
    expect(fields(refused)).toEqual({ nickname: DisplayTextMessages.NICKNAME_RESERVED });
    const saved = await call(t.app, 'PATCH', '/v1/member/profile', { headers, body: { nickname: `小芽${ZWSP}媽\uFEFF`, mobile: '', avatar: 'bear' } });
    expect(saved.json().data.nickname).toBe('小芽媽');
  });

  it('cleans a baby\'s name and refuses one that passes for the shop', async () => {
    const { headers } = await member('baby');
    const refused = await call(t.app, 'POST', '/v1/member/babies', { headers, body: { name: '官方', birthday: '2025-01-02', gender: 'girl' } });
    expect(fields(refused)).toEqual({ name: DisplayTextMessages.BABY_NAME_RESERVED });
    const saved = await call(t.app, 'POST', '/v1/member/babies', { headers, body: { name: `小${ZWSP}寶\u202E`, birthday: '2025-01-02', gender: 'girl' } });
    expect(saved.json().data.babies.map((b: { name: string }) => b.name)).toEqual(['小寶']);
  });

  it('stores a question and an answer cleaned, paragraphs and full-width punctuation kept', async () => {
    const { headers } = await member('qa');
    const question = {
      title: `寶寶${ZWSP}半夜\u202E一直醒來\n怎麼辦？`, body: `寶寶八個月，\u2066最近\u2069每兩小時就醒一次。\r\n\r\n\r\n想請教大家！${ZWSP}`,
      category_id: 8, tag_ids: [36], age_stage: '6-12m', anonymous: false,
    };
    const posted = await call(t.app, 'POST', '/v1/qa/questions', { headers, body: question });
    expect(posted.statusCode).toBe(201);
    const row = await t.db.selectFrom('qa_questions').select(['title', 'body']).where('id', '=', posted.json().data.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: '寶寶半夜一直醒來 怎麼辦？', body: '寶寶八個月，最近每兩小時就醒一次。\n\n想請教大家！' });
    const answered = await call(t.app, 'POST', `/v1/qa/questions/${posted.json().data.id}/answers`, { headers, body: { body: `試試${ZWSP}${ZWSP}  固定作息\u200F` } });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().data.body).toBe('試試 固定作息');
    const invisible = await call(t.app, 'POST', `/v1/qa/questions/${posted.json().data.id}/answers`, { headers, body: { body: ZWSP.repeat(10) } });
    expect(fields(invisible)).toEqual({ body: '請輸入回答內容' });
  });

  it('refuses a post under a nickname from before the rule that passes for the shop, unless it is anonymous', async () => {
    const { headers, id } = await member('legacy');
    await t.db.updateTable('members').set({ nickname: '寶貝揪團客服' }).where('id', '=', id).execute();
    const question = { title: '請問退貨要怎麼申請？', body: '上週買的包屁衣尺寸不合，想問退貨流程。', category_id: 8, tag_ids: [], age_stage: '6-12m', anonymous: false };
    const named = await call(t.app, 'POST', '/v1/qa/questions', { headers, body: question });
    expect(named.json()).toMatchObject({ message: DisplayTextMessages.AUTHOR_NAME_RESERVED, fields: { author: DisplayTextMessages.AUTHOR_NAME_RESERVED } });
    const anonymous = await call(t.app, 'POST', '/v1/qa/questions', { headers, body: { ...question, anonymous: true } });
    expect(anonymous.statusCode).toBe(201);
    const answer = await call(t.app, 'POST', `/v1/qa/questions/${anonymous.json().data.id}/answers`, { headers, body: { body: '請私訊我您的訂單編號' } });
    expect(fields(answer)).toEqual({ author: DisplayTextMessages.AUTHOR_NAME_RESERVED });
  });

  it('stores a review\'s text cleaned; invisible padding earns no credit', async () => {
    const { headers, id } = await member('review');
    const line = await orderWithLine(t.db, id, 'completed');
    const text = `好穿${ZWSP.repeat(20)}\u202E`;
    const written = await call(t.app, 'POST', '/v1/reviews', { headers, body: { order_id: line.orderId, option_id: line.optionId, rating: 5, text, size_fit: 'fits' } });
    expect(written.statusCode).toBe(201);
    expect(written.json().data.credit).toBe(0);
    const row = await t.db.selectFrom('reviews').select('body').where('member_id', '=', id).executeTakeFirstOrThrow();
    expect(row.body).toBe('好穿');
  });

  it('cleans a recipient\'s name for staff and the carrier', async () => {
    const { headers } = await member('address');
    const address = { kind: 'home', recipient: `王${ZWSP}小美\u202E`, mobile: '0912345678', city: '臺北市', district: '大安區', street: '復興南路一段 1 號' };
    const saved = await call(t.app, 'POST', '/v1/destinations', { headers, body: address });
    expect(saved.statusCode).toBe(201);
    const list = (await call(t.app, 'GET', '/v1/destinations', { headers })).json().data.destinations;
    expect(list.map((d: { recipient: string }) => d.recipient)).toEqual(['王小美']);
    const blank = await call(t.app, 'POST', '/v1/destinations', { headers, body: { ...address, recipient: ZWSP } });
    expect(fields(blank)).toHaveProperty('recipient');
  });
});
