import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** What a group-buy's picture draws: its short name, its category's path and its branch's colour. */
export const findGroupBuyPictureFacts = (db: Db, id: number) =>
  db.selectFrom('group_buys')
    .innerJoin('categories', 'categories.id', 'group_buys.category_id')
    .innerJoin('branches', 'branches.id', 'group_buys.branch_id')
    .select(['group_buys.short_name', 'group_buys.is_adult_only', 'categories.path', 'branches.color'])
    .where('group_buys.id', '=', id).executeTakeFirst();

export const findBranchByPath = (db: Db, path: string) =>
  db.selectFrom('branches').select(['name', 'icon', 'color']).where('path', '=', path).executeTakeFirst();
