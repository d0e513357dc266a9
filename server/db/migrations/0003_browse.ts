import type { Kysely, Migration } from 'kysely';

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('group_buy_ages')
    .addColumn('group_buy_id', 'integer', (c) => c.notNull().references('group_buys.id').onDelete('cascade'))
    .addColumn('age', 'varchar(8)', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_buy_ages_pk', ['group_buy_id', 'age'])
    .execute();
  await db.schema.createIndex('group_buy_ages_age').on('group_buy_ages').columns(['age', 'group_buy_id']).execute();
  await db.schema.createTable('branch_sections')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('branch_id', 'integer', (c) => c.references('branches.id').onDelete('cascade'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('more_path', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createTable('branch_section_items')
    .addColumn('section_id', 'integer', (c) => c.notNull().references('branch_sections.id').onDelete('cascade'))
    .addColumn('group_buy_id', 'integer', (c) => c.notNull().references('group_buys.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('branch_section_items_pk', ['section_id', 'group_buy_id'])
    .execute();
}

export const BROWSE_TABLES = ['branch_section_items', 'branch_sections', 'group_buy_ages'] as const;

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of BROWSE_TABLES) await db.schema.dropTable(table).ifExists().execute();
}

export const browse: Migration = { up, down };
