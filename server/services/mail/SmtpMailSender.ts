import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import { claimMail, findMail, listPendingMail, updateMail } from '../../db/repositories/mail/outbox';
import type { Database } from '../../db/schema';
import { erasedMail, withoutAddresses } from './outboxPrivacy';

/** Tries of one mail: the first and the job queue's retries (mailJobs.ts), then it is given up. */
export const MAX_ATTEMPTS = 5;
const BATCH = 100;

/**
 * Delivers outbox rows over SMTP (SMTP_URL), one row per call: the mail job (mailJobs.ts) calls it
 * and retries it with backoff. Each row is claimed with a conditional update first, so two
 * processes never send the same mail twice. A delivered row, or one given up, keeps no body and
 * no address in clear (outboxPrivacy.ts).
 */
export class SmtpMailSender {
  /** `transport` is nodemailer's, e.g. `nodemailer.createTransport(SMTP_URL)`. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: Pick<Transporter, 'sendMail' | 'close'>,
    private readonly from: string,
    private readonly now: () => number,
  ) {}

  /** Sends one pending row; throws (the row put back with its error) when the SMTP server refuses it. */
  async deliver(id: number): Promise<void> {
    const row = await findMail(this.db, id);
    if (!row || row.sent_at !== null || row.attempts >= MAX_ATTEMPTS) return;
    if ((await claimMail(this.db, row.id, row.attempts + 1, this.now())) !== 1) return;
    try {
      await this.transport.sendMail({ from: this.from, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
    } catch (error) {
      await updateMail(this.db, row.id, { sent_at: null, last_error: withoutAddresses(error) });
      throw error;
    }
    await updateMail(this.db, row.id, erasedMail(row.to_address));
  }

  /** After the last try: the row keeps its error and attempts, but no body and no address. */
  async giveUp(id: number): Promise<void> {
    const row = await findMail(this.db, id);
    // Its attempts at the limit too: the sweep never queues an erased row again.
    if (row && row.sent_at === null) await updateMail(this.db, id, { ...erasedMail(row.to_address), attempts: MAX_ATTEMPTS });
  }

  /** Rows still to deliver (written before a restart, or whose job could not be queued). */
  async pendingIds(): Promise<number[]> {
    return (await listPendingMail(this.db, MAX_ATTEMPTS, BATCH)).map((row) => row.id);
  }

  close(): void {
    this.transport.close();
  }
}
