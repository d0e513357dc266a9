import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;
export interface BabyValues { name: string; birthday: string; gender: string }

/** The member's babies, eldest (earliest birthday) first. */
export const listBabyRows = (db: Db, memberId: number) =>
  db.selectFrom('babies').select(['id', 'name', 'birthday', 'gender']).where('member_id', '=', memberId)
    .orderBy('birthday').orderBy('id').execute();

export async function countBabies(db: Db, memberId: number): Promise<number> {
  const count = await db.selectFrom('babies').select((eb) => eb.fn.countAll<number | string>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(count.n);
}

export async function insertBaby(db: Db, memberId: number, baby: BabyValues, now: number): Promise<void> {
  await db.insertInto('babies').values({ member_id: memberId, ...baby, created_at: now }).execute();
}

/** Rows changed: 0 when the baby is not the member's. */
export async function updateBaby(db: Db, memberId: number, id: number, baby: BabyValues): Promise<number> {
  const updated = await db.updateTable('babies').set(baby).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

/** Rows deleted: 0 when the baby is not the member's. */
export async function deleteBaby(db: Db, memberId: number, id: number): Promise<number> {
  const deleted = await db.deleteFrom('babies').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
