import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../database';

/** An auto-numbered primary key that works on both dialects. */
export function withSerialId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Epoch milliseconds do not fit a 32-bit integer. */
export const TIME = 'bigint' as const;

export const zero = sql`0`;
