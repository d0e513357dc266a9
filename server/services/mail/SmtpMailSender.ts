import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
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
    const pending = await this.db.selectFrom('outbox').selectAll()
      .where('sent_at', 'is', null).where('attempts', '<', MAX_ATTEMPTS).orderBy('id').limit(BATCH).execute();
    for (const row of pending) {
      const claimed = await this.db.updateTable('outbox').set({ sent_at: this.now(), attempts: row.attempts + 1 })
        .where('id', '=', row.id).where('sent_at', 'is', null).executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      try {
        await this.transport.sendMail({ from: this.from, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
      } catch (error) {
        this.log(error);
        const givenUp = row.attempts + 1 >= MAX_ATTEMPTS ? erasedMail(row.to_address) : {};
        await this.db.updateTable('outbox').set({ ...givenUp, sent_at: null, last_error: withoutAddresses(error) }).where('id', '=', row.id).execute();
        continue;
      }
      await this.db.updateTable('outbox').set(erasedMail(row.to_address)).where('id', '=', row.id).execute();
    }
  }

  close(): void {
    this.transport.close();
  }
}
