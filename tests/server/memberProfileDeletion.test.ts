import { createHash } from 'node:crypto';
import { OutboxMailer } from '../../server/services/mail/OutboxMailer';
import { SmtpMailSender } from '../../server/services/mail/SmtpMailSender';
import { call, signIn, signUpVerified } from './helpers/api';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';
import { orderWithLine } from './memberProfileFixtures';

/** How a delivered mail keeps its recipient (server/services/mail/outboxPrivacy.ts). */
const recipientDigest = (address: string) => `sha256:${createHash('sha256').update(address).digest('hex')}`;

describe.each(dialects())('account deletion (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05 });
  });
  afterAll(() => t.close());

  const member = async (email: string) => {
    await signUpVerified(t.app, email);
    const token = await signIn(t.app, email);
    const row = await t.db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { headers: { 'x-oauth-token': token.access_token }, id: row.id, token };
  };

  it('is refused while an order is unpaid, with the reason', async () => {
    const dora = await member('dora-unpaid@example.com');
    await orderWithLine(t.db, dora.id, 'pending_payment');
    const refused = await call(t.app, 'POST', '/v1/member/delete-account', { headers: dora.headers, body: { password: 'secret-pass-1' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error_code: 'ACCOUNT_HAS_OPEN_ORDERS', message: '您還有未付款、待出貨、運送中或退款中的訂單，訂單完成後才能刪除帳號' });
    expect((await call(t.app, 'GET', '/v1/member/home', { headers: dora.headers })).statusCode).toBe(200);
  });

  it('asks for the right password', async () => {
    const eve = await member('eve-password@example.com');
    const wrong = await call(t.app, 'POST', '/v1/member/delete-account', { headers: eve.headers, body: { password: 'not-my-password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('密碼不正確');
    expect((await call(t.app, 'POST', '/v1/member/delete-account', { headers: eve.headers, body: {} })).statusCode).toBe(400);
  });

  it('anonymises the member, keeps the orders without the person, ends every session and refuses the old password', async () => {
    const fay = await member('fay-leaving@example.com');
    const second = await signIn(t.app, 'fay-leaving@example.com');
    const { orderId } = await orderWithLine(t.db, fay.id, 'completed');
    await call(t.app, 'POST', '/v1/member/babies', { headers: fay.headers, body: { name: '小魚', birthday: '2025-03-01', gender: 'boy' } });
    const deleted = await call(t.app, 'POST', '/v1/member/delete-account', { headers: fay.headers, body: { password: 'secret-pass-1' } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['auth_token_data']));
    const row = await t.db.selectFrom('members').selectAll().where('id', '=', fay.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: `deleted-${fay.id}@deleted.invalid`, nickname: '已刪除的會員', password_hash: null });
    expect(await t.db.selectFrom('babies').select('id').where('member_id', '=', fay.id).execute()).toEqual([]);
    const order = await t.db.selectFrom('orders').select(['buyer', 'destination']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.buyer).not.toContain('王小美');
    expect(order.destination).not.toContain('0912345678');
    expect((await call(t.app, 'GET', '/v1/member/home', { headers: fay.headers })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/v1/member/home', { headers: { 'x-oauth-token': second.access_token } })).statusCode).toBe(401);
    const refreshed = await call(t.app, 'POST', '/api/auth/token', { body: { refresh_token: fay.token.refresh_token } });
    expect(refreshed.statusCode).toBe(401);
    const again = await call(t.app, 'POST', '/v2/member/login', { body: { email: 'fay-leaving@example.com', password: 'secret-pass-1' } });
    expect(again.statusCode).toBe(401);
  });

  it('erases the member\'s mails, delivered or not, and her order mails, and the dev mailbox no longer shows them', async () => {
    const hana = await member('hana-leaving@example.com');
    const { orderId } = await orderWithLine(t.db, hana.id, 'completed');
    const { number } = await t.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow();
    const mailer = new OutboxMailer(t.db, Date.now);
    await mailer.send({ to: 'buyer@example.com', subject: `【寶貝揪團】訂單 ${number} 已成立`, text: '王小美 您好', html: '<p>王小美</p>' });
    await mailer.send({ to: 'buyer@example.com', subject: '【寶貝揪團】訂單 JTSOMEONEELSE 已成立', text: '別人的信', html: '<p>別人的信</p>' });
    // What was pending so far goes out over SMTP (her verification mail among it); what follows stays pending.
    const relay = new SmtpMailSender(t.db, { sendMail: async () => undefined, close: () => undefined } as never, 'x@y.tw', Date.now);
    for (const id of await relay.pendingIds()) await relay.deliver(id);
    await call(t.app, 'POST', '/v2/member/password/forgot', { body: { email: 'hana-leaving@example.com' } });
    const hers = async () => (await t.db.selectFrom('outbox').select(['to_address', 'subject']).execute())
      .filter((m) => m.to_address === 'hana-leaving@example.com' || m.to_address === recipientDigest('hana-leaving@example.com') || m.subject.includes(number));
    expect((await hers()).length).toBeGreaterThanOrEqual(3);
    expect((await call(t.app, 'POST', '/v1/member/delete-account', { headers: hana.headers, body: { password: 'secret-pass-1' } })).statusCode).toBe(200);
    expect(await hers()).toEqual([]);
    const mailbox = (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().data as { to: string; subject: string }[];
    expect(mailbox.filter((m) => m.to === 'hana-leaving@example.com')).toEqual([]);
    expect(await t.db.selectFrom('outbox').select('id').where('subject', '=', '【寶貝揪團】訂單 JTSOMEONEELSE 已成立').execute()).toHaveLength(1);
  });

  it('confirms a member without a password by the typed phrase', async () => {
    const now = Date.now();
    const row = await t.db.insertInto('members').values({ email: 'gina-social@example.com', nickname: 'Gina', password_hash: null, email_verified_at: now, has_installed_app: 0, created_at: now })
      .returning('id').executeTakeFirstOrThrow();
    const login = await call(t.app, 'POST', '/v2/member/login-test', { body: { email: 'gina-social@example.com' } });
    const sessionCookie = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const wrong = await call(t.app, 'POST', '/v1/member/delete-account', { cookies: sessionCookie, body: { confirm: '刪除' } });
    expect(wrong.statusCode).toBe(400);
    const done = await call(t.app, 'POST', '/v1/member/delete-account', { cookies: sessionCookie, body: { confirm: '刪除帳號' } });
    expect(done.statusCode).toBe(200);
    expect((await t.db.selectFrom('members').select('nickname').where('id', '=', row.id).executeTakeFirstOrThrow()).nickname).toBe('已刪除的會員');
    expect((await call(t.app, 'GET', '/v1/member/home', { cookies: sessionCookie })).statusCode).toBe(401);
  });
});
