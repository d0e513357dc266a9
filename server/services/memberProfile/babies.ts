import type { Kysely } from 'kysely';
import type { BabyBody } from '../../../contract/memberProfile';
import type { BabyRequest } from '../../../contract/memberProfileRequests';
import { checkBaby, isBabyGender, MAX_BABIES } from '../../../src/domain/memberProfile/babies';
import { taipeiDate } from '../../../src/domain/memberProfile/dates';
import { countBabies, deleteBaby, insertBaby, listBabyRows, updateBaby } from '../../db/repositories/memberProfile/babies';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function listBabies(db: Db, memberId: number): Promise<BabyBody[]> {
  const rows = await listBabyRows(db, memberId);
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
      return (await updateBaby(trx, memberId, id, checked.value)) === 0 ? { kind: 'not-found' } : null;
    }
    if ((await countBabies(trx, memberId)) >= MAX_BABIES) return { kind: 'limit' };
    await insertBaby(trx, memberId, checked.value, now);
    return null;
  });
  return outcome ?? { kind: 'saved', babies: await listBabies(db, memberId) };
}

export async function removeBaby(db: Db, memberId: number, id: number): Promise<BabyOutcome> {
  if ((await deleteBaby(db, memberId, id)) === 0) return { kind: 'not-found' };
  return { kind: 'saved', babies: await listBabies(db, memberId) };
}
