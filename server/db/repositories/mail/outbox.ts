import type { Kysely, Updateable } from 'kysely';
import type { Database, OutboxTable } from '../../schema';

type Db = Kysely<Database>;

/** Answers the new row's id. */
export async function insertMail(db: Db, mail: { to: string; subject: string; text: string; html: string; createdAt: number }): Promise<number> {
  const row = await db.insertInto('outbox')
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html, created_at: mail.createdAt })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export const findMail = (db: Db, id: number) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();

/** Mails not yet handed over and tried fewer than `maxAttempts` times, oldest first. */
export const listPendingMail = (db: Db, maxAttempts: number, limit: number) =>
  db.selectFrom('outbox').selectAll()
    .where('sent_at', 'is', null).where('attempts', '<', maxAttempts).orderBy('id').limit(limit).execute();

/** Marks a pending mail sent with its attempt counted: 1 when this call took it, 0 when another process did. */
export async function claimMail(db: Db, id: number, attempts: number, now: number): Promise<number> {
  const claimed = await db.updateTable('outbox').set({ sent_at: now, attempts })
    .where('id', '=', id).where('sent_at', 'is', null).executeTakeFirst();
  return Number(claimed.numUpdatedRows);
}

export async function updateMail(db: Db, id: number, values: Updateable<OutboxTable>): Promise<void> {
  await db.updateTable('outbox').set(values).where('id', '=', id).execute();
}

export async function deleteMailTo(db: Db, addresses: string[]): Promise<void> {
  await db.deleteFrom('outbox').where('to_address', 'in', addresses).execute();
}

export const listMailSubjectsTo = (db: Db, addresses: string[]) =>
  db.selectFrom('outbox').select(['id', 'subject']).where('to_address', 'in', addresses).execute();

export async function deleteMailByIds(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('outbox').where('id', 'in', ids).execute();
}

export const listNewestMail = (db: Db, limit: number) =>
  db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
