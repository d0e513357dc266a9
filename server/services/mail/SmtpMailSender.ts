import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import { claimMail, listPendingMail, updateMail } from '../../db/repositories/mail/outbox';
import type { Database } from '../../db/schema';
import { erasedMail, withoutAddresses } from './outboxPrivacy';

const MAX_ATTEMPTS = 5;
const BATCH = 20;

/**
 * Delivers pending outbox rows over SMTP (SMTP_URL). Each row is claimed with a conditional
 * update first, so several server processes never send the same mail twice. A delivered row, or
 * one given up after MAX_ATTEMPTS, keeps no body and no address in clear (outboxPrivacy.ts).
 */
export class SmtpMailSender {
  private running: Promise<void> | null = null;

  /** `transport` is nodemailer's, e.g. `nodemailer.createTransport(SMTP_URL)`. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: Pick<Transporter, 'sendMail' | 'close'>,
    private readonly from: string,
    private readonly now: () => number,
    private readonly log: (error: unknown) => void,
  ) {}

  /** Starts a delivery round unless one is already running. */
  deliverPending(): Promise<void> {
    this.running ??= this.deliverRound().finally(() => (this.running = null));
    return this.running;
  }

  private async deliverRound(): Promise<void> {
    const pending = await listPendingMail(this.db, MAX_ATTEMPTS, BATCH);
    for (const row of pending) {
      if ((await claimMail(this.db, row.id, row.attempts + 1, this.now())) !== 1) continue;
      try {
        await this.transport.sendMail({ from: this.from, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
      } catch (error) {
        this.log(error);
        const givenUp = row.attempts + 1 >= MAX_ATTEMPTS ? erasedMail(row.to_address) : {};
        await updateMail(this.db, row.id, { ...givenUp, sent_at: null, last_error: withoutAddresses(error) });
        continue;
      }
      await updateMail(this.db, row.id, erasedMail(row.to_address));
    }
  }

  close(): void {
    this.transport.close();
  }
}
