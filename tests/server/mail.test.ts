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
