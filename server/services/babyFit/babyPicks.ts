import type { Kysely } from 'kysely';
import type { BabyPicksBody } from '../../../contract/babyFit';
import { ageBandOf, ageInMonths, babyToFit, fitRowTitle } from '../../../src/domain/babyFit/ageFit';
import { babyAgeText } from '../../../src/domain/memberProfile/babies';
import { taipeiDate } from '../../../src/domain/memberProfile/dates';
import type { Database } from '../../db/schema';
import { listBuyableCardsOfAge } from '../../db/repositories/babyFit/ageCards';
import { listBabyRows } from '../../db/repositories/memberProfile/babies';
import { toListProduct } from '../catalog/groupLists';

/** As many cards as one home row shows. */
export const BABY_PICKS_SIZE = 10;

const NOTHING: BabyPicksBody = { baby: null, products: [] };

/** Home's 適合寶寶 row for a member: her baby (youngest born, else the one expected) by age today in Taipei. */
export async function babyPicks(db: Kysely<Database>, memberId: number | null, now: number): Promise<BabyPicksBody> {
  if (memberId === null) return NOTHING;
  const today = taipeiDate(now);
  const baby = babyToFit(await listBabyRows(db, memberId), today);
  const months = baby ? ageInMonths(baby.birthday, today) : null;
  if (!baby || months === null) return NOTHING;
  const age = ageBandOf(months);
  const rows = await listBuyableCardsOfAge(db, age, now, BABY_PICKS_SIZE);
  return {
    baby: { name: baby.name, age_text: babyAgeText(baby.birthday, today), title: fitRowTitle(baby, today), age },
    products: rows.map(toListProduct),
  };
}
