import type { Jobs } from '../jobs/Jobs';
import { MAX_ATTEMPTS, type SmtpMailSender } from './SmtpMailSender';

export const MAIL_JOB = 'mail.deliver';
const SWEEP_EVERY_MS = 5 * 60_000;

/** Tries of one mail: 30 s, 1, 2 and 4 min after the failures (at most 10 min), then given up. */
export const MAIL_RETRY = { retries: MAX_ATTEMPTS - 1, backoffMs: 30_000, backoffMaxMs: 600_000 };

/** One job per outbox row: a second one for the same row is not queued while the first is kept. */
export const enqueueMail = (jobs: Pick<Jobs, 'enqueue'>, id: number) => jobs.enqueue(MAIL_JOB, { id }, { singletonKey: `outbox:${id}` });

/**
 * Mail delivery as jobs: each new outbox row is queued at once (OutboxMailer's afterWrite), tried,
 * retried with backoff, and erased once given up (the dead letter). A sweep at start and every five
 * minutes queues rows that have no job (written before a restart, or whose queueing failed).
 */
export function registerMailJobs(jobs: Jobs, relay: SmtpMailSender, retry: Partial<typeof MAIL_RETRY> = {}): void {
  jobs.work<{ id: number }>(MAIL_JOB, ({ payload }) => relay.deliver(payload.id), {
    ...MAIL_RETRY, ...retry,
    deadLetter: ({ payload }) => relay.giveUp(payload.id),
  });
  jobs.schedule('mail.sweep', { everyMs: SWEEP_EVERY_MS }, async () => {
    for (const id of await relay.pendingIds()) await enqueueMail(jobs, id);
  }, { runAtStart: true });
}
