import type { Kysely } from 'kysely';
import { insertMail, listNewestMail } from '../../db/repositories/mail/outbox';
import type { Database } from '../../db/schema';
import type { Mail, MailSender } from './MailSender';

/**
 * Writes mail to the outbox table. Delivery is separate (SmtpMailSender, or the dev mailbox when
 * no SMTP is configured), so a sign-up never fails or waits because a mail server is slow.
 */
export class OutboxMailer implements MailSender {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
    /** Told of each new row's id (the mail job queues it). */
    private readonly afterWrite: (id: number) => void = () => undefined,
  ) {}

  async send(mail: Mail): Promise<void> {
    const id = await insertMail(this.db, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, createdAt: this.now() });
    this.afterWrite(id);
  }
}

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: number;
  sentAt: number | null;
  links: string[];
}

/** The newest outbox rows, for the dev mailbox. */
export async function newestMail(db: Kysely<Database>, limit = 50): Promise<OutboxEntry[]> {
  const rows = await listNewestMail(db, limit);
  return rows.map((r) => ({
    id: r.id, to: r.to_address, subject: r.subject, text: r.text_body, html: r.html_body,
    createdAt: r.created_at, sentAt: r.sent_at, links: r.text_body.match(/https?:\/\/\S+/g) ?? [],
  }));
}
