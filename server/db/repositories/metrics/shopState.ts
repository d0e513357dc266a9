import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export const countPaymentsByStateAndMethod = (db: Db) =>
  db.selectFrom('payments').select(['state', 'method', (eb) => eb.fn.countAll<number>().as('count')]).groupBy(['state', 'method']).execute();

/** Mail not yet handed over, and how much of it failed at least once. */
export const countWaitingMail = (db: Db) =>
  db.selectFrom('outbox').where('sent_at', 'is', null)
    .select([(eb) => eb.fn.countAll<number>().as('waiting'), (eb) => eb.fn.sum<number>(eb.case().when('attempts', '>', 0).then(1).else(0).end()).as('failing')])
    .executeTakeFirstOrThrow();

export const countOpenIncidents = (db: Db) =>
  db.selectFrom('payment_incidents').where('resolved_at', 'is', null).select((eb) => eb.fn.countAll<number>().as('open')).executeTakeFirstOrThrow();
