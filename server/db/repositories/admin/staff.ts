import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../schema';
import type { StaffTable } from '../../staffSchema';

type Db = Kysely<Database> | Transaction<Database>;
export type StaffRow = Selectable<StaffTable>;

export const findStaffByEmail = (db: Db, email: string): Promise<StaffRow | undefined> =>
  db.selectFrom('staff').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findStaffById = (db: Db, id: number): Promise<StaffRow | undefined> =>
  db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertStaff(db: Db, row: Insertable<StaffTable>): Promise<number> {
  const inserted = await db.insertInto('staff').values({ ...row, email: row.email.toLowerCase() }).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Spends a TOTP step: true only for the first sign-in with a step newer than the last one used. */
export async function spendTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const spent = await db.updateTable('staff').set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.selectFrom('staff').selectAll().orderBy('id').execute();
}

export async function updateStaffAccess(db: Db, id: number, change: { active?: number; totp_secret?: string; totp_last_step?: null }, now: number): Promise<void> {
  await db.updateTable('staff').set({ ...change, updated_at: now }).where('id', '=', id).execute();
}
