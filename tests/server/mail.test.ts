import { createHash } from 'node:crypto';
import { OutboxMailer } from '../../server/services/mail/OutboxMailer';
import { SmtpMailSender } from '../../server/services/mail/SmtpMailSender';
import { createTestDatabase, dialects, type TestDatabase } from './helpers/testApp';

const mail = { to: 'amy@example.com', subject: '測試信', text: '內文 http://localhost:3000/x', html: '<p>內文</p>' };

describe.each(dialects())('the outbox and its SMTP relay on %s', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
  });
  afterEach(() => t.drop());

  it('writes mail to the outbox and delivers each pending row once', async () => {
    const sent: object[] = [];
    await new OutboxMailer(t.db, () => 1000).send(mail);
    const relay = new SmtpMailSender(t.db, { sendMail: async (m: object) => void sent.push(m), close: () => undefined } as never, '寶貝揪團 <a@b.tw>', () => 2000, () => undefined);
    await relay.deliverPending();
    await relay.deliverPending();
    expect(sent).toEqual([{ from: '寶貝揪團 <a@b.tw>', to: 'amy@example.com', subject: '測試信', text: mail.text, html: mail.html }]);
    expect(await t.db.selectFrom('outbox').select(['sent_at', 'attempts']).executeTakeFirst()).toEqual({ sent_at: 2000, attempts: 1 });
  });

  it('keeps no link, name or address of a delivered mail: only the subject, the times and a digest of the recipient', async () => {
    await new OutboxMailer(t.db, () => 1000).send({ ...mail, text: '王小美 您好：http://localhost:3000/auth/reset-password?token=secret', html: '<p>王小美</p>' });
    await new SmtpMailSender(t.db, { sendMail: async () => undefined, close: () => undefined } as never, 'x@y.tw', () => 2000, () => undefined).deliverPending();
    const row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: '測試信', text_body: '', html_body: '', created_at: 1000, sent_at: 2000 });
    expect(row.to_address).toBe(`sha256:${createHash('sha256').update('amy@example.com').digest('hex')}`);
  });

  it('erases the body of a mail it gives up on', async () => {
    await new OutboxMailer(t.db, () => 1000).send(mail);
    const failing = { sendMail: async () => Promise.reject(new Error('550 <amy@example.com> unavailable')), close: () => undefined };
    const relay = new SmtpMailSender(t.db, failing as never, 'x@y.tw', () => 2000, () => undefined);
    for (let i = 0; i < 5; i++) await relay.deliverPending();
    const row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 5, sent_at: null, text_body: '', html_body: '', last_error: 'Error: 550 <…> unavailable' });
    expect(JSON.stringify(row)).not.toContain('amy@example.com');
  });

  it('puts a row back with its error when the SMTP server refuses it', async () => {
    await new OutboxMailer(t.db, () => 1000).send(mail);
    const errors: unknown[] = [];
    const failing = { sendMail: async () => Promise.reject(new Error('550 mailbox unavailable')), close: () => undefined };
    await new SmtpMailSender(t.db, failing as never, 'x@y.tw', () => 2000, (e) => errors.push(e)).deliverPending();
    expect(errors).toHaveLength(1);
    expect(await t.db.selectFrom('outbox').select(['sent_at', 'attempts', 'last_error']).executeTakeFirst()).toEqual({
      sent_at: null, attempts: 1, last_error: 'Error: 550 mailbox unavailable',
    });
  });
});
