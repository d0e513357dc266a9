import type { Kysely, Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

type Schema = Kysely<unknown>['schema'];

async function createTaxonomy(s: Schema): Promise<void> {
  await s.createTable('branches')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('path', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('icon', 'varchar(64)', (c) => c.notNull())
    .addColumn('color', 'varchar(16)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await s.createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('slug', 'varchar(64)', (c) => c.notNull())
    .addColumn('path', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await s.createTable('brands')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('country', 'varchar(32)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('color', 'varchar(16)', (c) => c.notNull())
    .execute();
}

async function createGroupBuys(s: Schema): Promise<void> {
  await s.createTable('group_buys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('short_name', 'varchar(16)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('label', 'varchar(16)')
    .addColumn('image_path', 'varchar(200)', (c) => c.notNull())
    .addColumn('like_count', 'integer', (c) => c.notNull())
    .addColumn('is_adult_only', 'integer', (c) => c.notNull())
    .addColumn('hot_score', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('price', 'integer')
    .addColumn('original_price', 'integer')
    .addColumn('price_suffix', 'varchar(8)')
    .addColumn('discount_rate', 'integer', (c) => c.notNull())
    .addColumn('recommend_rank', 'integer')
    .addColumn('starts_at', TIME, (c) => c.notNull())
    .addColumn('ends_at', TIME, (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  for (const column of ['branch_id', 'created_at', 'hot_score', 'discount_rate', 'brand_id']) {
    await s.createIndex(`group_buys_${column}`).on('group_buys').column(column).execute();
  }
  await s.createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('group_buy_id', 'integer', (c) => c.notNull().references('group_buys.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('products_group_buy').on('products').column('group_buy_id').execute();
  await s.createTable('options')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('size', 'varchar(32)', (c) => c.notNull())
    .addColumn('current_price', 'integer', (c) => c.notNull())
    .addColumn('original_price', 'integer', (c) => c.notNull())
    .addColumn('discount_price', 'integer')
    .addColumn('price_suffix', 'varchar(8)')
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('purchase_limit', 'integer', (c) => c.notNull())
    .addColumn('delivery_note', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('options_product').on('options').column('product_id').execute();
}

async function createMerchandising(s: Schema): Promise<void> {
  await s.createTable('events')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('path', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('color', 'varchar(16)', (c) => c.notNull())
    .addColumn('starts_at', TIME, (c) => c.notNull())
    .addColumn('ends_at', TIME, (c) => c.notNull())
    .execute();
  await s.createTable('option_events')
    .addColumn('option_id', 'integer', (c) => c.notNull().references('options.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('option_events_pk', ['option_id', 'event_id'])
    .execute();
  await s.createTable('curations')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('path', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('color', 'varchar(16)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await s.createTable('floors')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id').onDelete('cascade'))
    .addColumn('path', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  for (const [table, owner] of [['curation_items', 'curation'], ['floor_items', 'floor']] as const) {
    await s.createTable(table)
      .addColumn(`${owner}_id`, 'integer', (c) => c.notNull().references(`${owner}s.id`).onDelete('cascade'))
      .addColumn('group_buy_id', 'integer', (c) => c.notNull().references('group_buys.id').onDelete('cascade'))
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [`${owner}_id`, 'group_buy_id'])
      .execute();
  }
  await s.createTable('featured_items')
    .addColumn('list_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('group_buy_id', 'integer', (c) => c.notNull().references('group_buys.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('featured_items_pk', ['list_type', 'group_buy_id'])
    .execute();
}

async function up(db: Kysely<unknown>): Promise<void> {
  await createTaxonomy(db.schema);
  await createGroupBuys(db.schema);
  await createMerchandising(db.schema);
  await withSerialId(db, db.schema.createTable('reviews'))
    .addColumn('group_buy_id', 'integer', (c) => c.notNull().references('group_buys.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_group_buy').on('reviews').column('group_buy_id').execute();
}

export const CATALOG_TABLES = [
  'reviews', 'featured_items', 'floor_items', 'curation_items', 'floors', 'curations', 'option_events',
  'events', 'options', 'products', 'group_buys', 'brands', 'categories', 'branches',
] as const;

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CATALOG_TABLES) await db.schema.dropTable(table).ifExists().execute();
}

export const catalog: Migration = { up, down };
