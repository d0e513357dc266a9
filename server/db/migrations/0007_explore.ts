import type { Kysely, Migration } from 'kysely';
import { TIME } from './helpers';

/** The explore section: articles (the 25 fixed ids), shopping guides, and the group-buys each one links to. */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('articles')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('topic', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(300)', (c) => c.notNull())
    .addColumn('author', 'varchar(50)', (c) => c.notNull())
    /** JSON: [{ heading, paragraphs[] }] — read whole, never queried inside. */
    .addColumn('sections', 'text', (c) => c.notNull())
    .addColumn('tips', 'text', (c) => c.notNull())
    .addColumn('is_featured', 'integer', (c) => c.notNull())
    .addColumn('published_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('articles_published').on('articles').columns(['published_at']).execute();
  await db.schema.createTable('guides')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(300)', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    /** JSON: [{ title, detail }] */
    .addColumn('criteria', 'text', (c) => c.notNull())
    .addColumn('published_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createTable('explore_items')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('group_buy_id', 'integer', (c) => c.notNull().references('group_buys.id').onDelete('cascade'))
    .addColumn('note', 'varchar(300)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('explore_items_pk', ['kind', 'owner_id', 'group_buy_id'])
    .execute();
}

export const EXPLORE_TABLES = ['explore_items', 'guides', 'articles'] as const;

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of EXPLORE_TABLES) await db.schema.dropTable(table).ifExists().execute();
}

export const explore: Migration = { up, down };
