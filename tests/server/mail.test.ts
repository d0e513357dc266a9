import { createHash } from 'node:crypto';
import { InProcessJobs } from '../../server/services/jobs/InProcessJobs';
import { enqueueMail, MAIL_JOB, registerMailJobs } from '../../server/services/mail/mailJobs';
import { OutboxMailer } from '../../server/services/mail/OutboxMailer';
import { SmtpMailSender } from '../../server/services/mail/SmtpMailSender';
import { createTestDatabase, dialects, type TestDatabase } from './helpers/testApp';

const mail = { to: 'amy@example.com', subject: '測試信', text: '內文 http://localhost:3000/x', html: '<p>內文</p>' };
const quiet = { info: () => undefined, error: () => undefined };
const transport = (sendMail: (m: object) => Promise<unknown>) => ({ sendMail, close: () => undefined }) as never;
const until = async (done: () => Promise<boolean>) => {
  for (let i = 0; i < 400 && !(await done()); i++) await new Promise((r) => setTimeout(r, 10));
};

describe.each(dialects())('the outbox and its SMTP relay on %s', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
  });
  afterEach(() => t.drop());

  const onlyRow = () => t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();

  it('writes mail to the outbox and delivers each row once', async () => {
    const sent: object[] = [];
    await new OutboxMailer(t.db, () => 1000).send(mail);
    const relay = new SmtpMailSender(t.db, transport(async (m) => void sent.push(m)), '寶貝揪團 <a@b.tw>', () => 2000);
    const [id] = await relay.pendingIds();
    await relay.deliver(id);
    await relay.deliver(id);
    expect(sent).toEqual([{ from: '寶貝揪團 <a@b.tw>', to: 'amy@example.com', subject: '測試信', text: mail.text, html: mail.html }]);
    expect(await t.db.selectFrom('outbox').select(['sent_at', 'attempts']).executeTakeFirst()).toEqual({ sent_at: 2000, attempts: 1 });
    expect(await relay.pendingIds()).toEqual([]);
  });

  it('keeps no link, name or address of a delivered mail: only the subject, the times and a digest of the recipient', async () => {
    await new OutboxMailer(t.db, () => 1000).send({ ...mail, text: '王小美 您好：http://localhost:3000/auth/reset-password?token=secret', html: '<p>王小美</p>' });
    const relay = new SmtpMailSender(t.db, transport(async () => undefined), 'x@y.tw', () => 2000);
    await relay.deliver((await relay.pendingIds())[0]);
    expect(await onlyRow()).toMatchObject({ subject: '測試信', text_body: '', html_body: '', created_at: 1000, sent_at: 2000 });
    expect((await onlyRow()).to_address).toBe(`sha256:${createHash('sha256').update('amy@example.com').digest('hex')}`);
  });

  it('puts a row back with its error when the SMTP server refuses it, and throws so the job is retried', async () => {
    await new OutboxMailer(t.db, () => 1000).send(mail);
    const relay = new SmtpMailSender(t.db, transport(() => Promise.reject(new Error('550 mailbox unavailable'))), 'x@y.tw', () => 2000);
    await expect(relay.deliver((await relay.pendingIds())[0])).rejects.toThrow('550');
    expect(await t.db.selectFrom('outbox').select(['sent_at', 'attempts', 'last_error']).executeTakeFirst()).toEqual({
      sent_at: null, attempts: 1, last_error: 'Error: 550 mailbox unavailable',
    });
  });

  it('as a job: a new row is queued at once, retried after a failure, and delivered', async () => {
    const jobs = new InProcessJobs(quiet);
    let calls = 0;
    const relay = new SmtpMailSender(t.db, transport(async () => {
      if ((calls += 1) === 1) throw new Error('421 try again later');
    }), 'x@y.tw', () => 2000);
    registerMailJobs(jobs, relay, { backoffMs: 5, backoffMaxMs: 20 });
    await jobs.start();
    await new OutboxMailer(t.db, () => 1000, (id) => void enqueueMail(jobs, id)).send(mail);
    await until(async () => (await onlyRow()).sent_at !== null);
    await jobs.stop();
    expect(calls).toBe(2);
    expect(await onlyRow()).toMatchObject({ attempts: 2, sent_at: 2000, text_body: '' });
  });

  it('as a job: gives a mail up after its last try (the dead letter) and erases its body and address', async () => {
    const jobs = new InProcessJobs(quiet);
    const relay = new SmtpMailSender(t.db, transport(() => Promise.reject(new Error('550 <amy@example.com> unavailable'))), 'x@y.tw', () => 2000);
    registerMailJobs(jobs, relay, { backoffMs: 2, backoffMaxMs: 10 });
    await new OutboxMailer(t.db, () => 1000).send(mail);
    // No job was queued for it (as after a restart): the sweep at start queues it.
    await jobs.start();
    await until(async () => (await jobs.stats()).some((q) => q.name === MAIL_JOB && q.dead === 1));
    await jobs.stop();
    const row = await onlyRow();
    expect(row).toMatchObject({ attempts: 5, sent_at: null, text_body: '', html_body: '', last_error: 'Error: 550 <…> unavailable' });
    expect(JSON.stringify(row)).not.toContain('amy@example.com');
    expect(await relay.pendingIds()).toEqual([]);
  });
});
