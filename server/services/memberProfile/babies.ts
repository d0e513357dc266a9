import type { Kysely } from 'kysely';
import type { BabyBody } from '../../../contract/memberProfile';
import type { BabyRequest } from '../../../contract/memberProfileRequests';
import { checkBaby, isBabyGender, MAX_BABIES } from '../../../src/domain/memberProfile/babies';
import { taipeiDate } from '../../../src/domain/memberProfile/dates';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function listBabies(db: Db, memberId: number): Promise<BabyBody[]> {
  const rows = await db.selectFrom('babies').select(['id', 'name', 'birthday', 'gender']).where('member_id', '=', memberId)
    .orderBy('birthday').orderBy('id').execute();
  return rows.map((r) => ({ ...r, gender: isBabyGender(r.gender) ? r.gender : 'unknown' }));
}

export type BabyOutcome =
  | { kind: 'saved'; babies: BabyBody[] }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'limit' }
  | { kind: 'not-found' };

/** Adds (id null) or changes one of the member's babies; another member's id is not found. */
export async function saveBaby(db: Db, memberId: number, id: number | null, input: BabyRequest, now: number): Promise<BabyOutcome> {
  const checked = checkBaby(input, taipeiDate(now));
  if (!checked.ok) return { kind: 'invalid', fields: checked.error as Record<string, string> };
  const outcome = await db.transaction().execute(async (trx): Promise<BabyOutcome | null> => {
    if (id !== null) {
      const updated = await trx.updateTable('babies').set(checked.value).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
      return Number(updated.numUpdatedRows) === 0 ? { kind: 'not-found' } : null;
    }
    const count = await trx.selectFrom('babies').select((eb) => eb.fn.countAll<number | string>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_BABIES) return { kind: 'limit' };
    await trx.insertInto('babies').values({ member_id: memberId, ...checked.value, created_at: now }).execute();
    return null;
  });
  return outcome ?? { kind: 'saved', babies: await listBabies(db, memberId) };
}

export async function removeBaby(db: Db, memberId: number, id: number): Promise<BabyOutcome> {
  const deleted = await db.deleteFrom('babies').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return { kind: 'not-found' };
  return { kind: 'saved', babies: await listBabies(db, memberId) };
}
