import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

const BRANCH = ['id', 'path', 'name', 'icon', 'color'] as const;

/** Every mall branch, in the mall's order. */
export const listBranches = (db: Db) => db.selectFrom('branches').select(BRANCH).orderBy('sort_order').execute();

export const findBranchByPath = (db: Db, path: string) => db.selectFrom('branches').select(BRANCH).where('path', '=', path).executeTakeFirst();

/** A branch in its short form (a category's or group-buy's branch); throws for an unknown id. */
export const findBranchRef = (db: Db, id: number) =>
  db.selectFrom('branches').select(['path', 'name', 'color']).where('id', '=', id).executeTakeFirstOrThrow();
