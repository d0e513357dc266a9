import type { Kysely, Migration } from 'kysely';

export const PRODUCT_CONTENT_TABLES = ['product_specs', 'group_buy_contents'] as const;

/** Product content (issue 13): description paragraphs, size guide and dispatch per group-buy; the 規格 rows per product. */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('group_buy_contents')
    .addColumn('group_buy_id', 'integer', (c) => c.primaryKey().references('group_buys.id').onDelete('cascade'))
    .addColumn('paragraphs', 'text', (c) => c.notNull())
    .addColumn('size_guide', 'varchar(16)')
    .addColumn('dispatch_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('dispatch_days', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createTable('product_specs')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label', 'varchar(40)', (c) => c.notNull())
    .addColumn('value', 'varchar(300)', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_specs_pk', ['product_id', 'position'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of PRODUCT_CONTENT_TABLES) await db.schema.dropTable(table).ifExists().execute();
}

export const productContent: Migration = { up, down };
