import { refreshCardStats } from '../../services/catalog/cardStats';
import { sql, type Kysely } from 'kysely';
import { OWASP_SCRYPT_COST } from '../../config';
import { isPostgres } from '../database';
import { CATALOG_TABLES } from '../migrations/0002_catalog';
import type { Database } from '../schema';
import { createSeedContext } from './context';
import { groupBuyRows } from './groupBuys';
import { memberRows, reviewRows } from './members';
import { merchandisingRows } from './merchandising';
import { browseRows, insertBrowseRows } from './browse';
import { seedQa } from './qa';
import { seedExplore } from './explore';
import { QA_TABLES } from '../migrations/0006_qa';
import { brandRows, branchRows, categoryRows } from './taxonomyRows';
import { seedCheckout } from './checkout';
import { seedMemberOrders } from './memberOrders';
import { seedMemberProfile } from './memberProfile';
import { seedMemberWallet } from './memberWallet';
import { CHECKOUT_TABLES } from '../migrations/0009_checkout';
import { seedNotifications } from './notifications';
import { productContentRows, sizesByProduct } from './productContent';
import { PRODUCT_CONTENT_TABLES } from '../migrations/0018_productContent';
import { seedSearch } from './searchSynonyms';
import { familyOf } from './productFamilies';

export interface SeedOptions {
  /** The moment of seeding (epoch ms): deals start, run and end relative to it. */
  now: number;
  /** 1 = the catalog of DESIGN.md (600 group-buys); 0.05 for fast tests; 10 for benchmarks. */
  scale?: number;
  /** scrypt cost for the demo members' passwords (tests lower it). */
  passwordCost?: number;
}

const MALL_TABLES = [
  'tracking_events', 'subscriptions', 'cart_items', 'branch_section_items', 'branch_sections', 'group_buy_ages',
] as const;

/** The member area's tables (migrations 0010-0013) that point at orders, coupons and members. */
const MEMBER_AREA_TABLES = [
  'invoice_allowances', 'refund_lines', 'refunds', 'promotion_code_claims', 'promotion_codes', 'new_customer_gift_claims', 'new_customer_gift_coupons',
  'babies', 'member_profiles', 'password_resets', 'mission_reads', 'missions', 'bubble_notifications', 'profile_badge_views',
] as const;

/** What the e-invoice and logistics providers (and their local sandboxes) keep of orders (migrations 0030-0031). */
const PROVIDER_TABLES = [
  'einvoice_allowances', 'einvoices', 'einvoice_code_checks', 'sandbox_ezpay_allowances', 'sandbox_ezpay_invoices', 'sandbox_ezpay_sequences',
  'shipment_events', 'shipments', 'sandbox_ecpay_shipments',
] as const;

const ACCOUNT_TABLES = [
  'sandbox_idp_codes', 'merge_tickets', 'social_identities', 'rate_limits', 'outbox', 'sessions', 'refresh_tokens',
  'access_tokens', 'email_verifications', 'members',
] as const;

// Stays under SQLite's 32,766 bound parameters per statement with the widest table.
const BATCH = 500;

async function insertAll<T extends keyof Database>(db: Kysely<Database>, table: T, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insertInto(table).values(rows.slice(i, i + BATCH) as never).execute();
  }
}

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('branches').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Empties every table of the shop (the seed CLI re-seeds from scratch). */
export async function wipeDatabase(db: Kysely<Database>): Promise<void> {
  // Children first: the mall slices' tables point at the catalog and at members.
  // The sandbox MPG's trades go too: payment ids start again, and it refuses a MerchantOrderNo it has seen.
  const tables = ['sandbox_mpg_trades', ...PROVIDER_TABLES, ...MEMBER_AREA_TABLES, ...CHECKOUT_TABLES, ...QA_TABLES, ...MALL_TABLES, ...PRODUCT_CONTENT_TABLES, ...CATALOG_TABLES, 'review_photos', ...ACCOUNT_TABLES] as const;
  if (isPostgres(db)) {
    await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(db);
    return;
  }
  for (const table of tables) await db.deleteFrom(table).execute();
  await sql`delete from sqlite_sequence`.execute(db).catch(() => undefined);
}

/** PostgreSQL serials do not move when rows carry explicit ids. */
async function resetSequences(db: Kysely<Database>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of ['members', 'reviews']) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}

/** Writes the deterministic catalog and members: the same scale and `now` give the same rows. */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const ctx = createSeedContext(options.scale ?? 1, options.now);
  const branches = branchRows();
  const categories = categoryRows();
  const brands = brandRows(ctx);
  const catalog = groupBuyRows(ctx, categories.subs, brands.map((b) => b.name));
  const merch = merchandisingRows(ctx, branches, catalog.groupBuys);
  const members = await memberRows(ctx, options.passwordCost ?? OWASP_SCRYPT_COST);
  const generatedIds = members.slice(2).map((m) => m.id);
  const slugOf = new Map(categories.subs.map((s) => [s.id, s.sub.slug]));
  const reviews = reviewRows(ctx, catalog.groupBuys, catalog.products, generatedIds, (gb) => familyOf(slugOf.get(gb.category_id) ?? '', gb.short_name).family);
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'members', members);
    await insertAll(trx, 'branches', branches);
    await insertAll(trx, 'categories', categories.rows);
    await insertAll(trx, 'brands', brands);
    await insertAll(trx, 'group_buys', catalog.groupBuys);
    await insertAll(trx, 'products', catalog.products);
    await insertAll(trx, 'options', catalog.options);
    await insertAll(trx, 'events', merch.events);
    await insertAll(trx, 'option_events', catalog.optionEvents);
    const content = productContentRows(catalog.groupBuys, catalog.products, sizesByProduct(catalog.options), categories.subs, brands);
    await insertAll(trx, 'group_buy_contents', content.contents);
    await insertAll(trx, 'product_specs', content.specs);
    await insertAll(trx, 'curations', merch.curations);
    await insertAll(trx, 'curation_items', merch.curationItems);
    await insertAll(trx, 'floors', merch.floors);
    await insertAll(trx, 'floor_items', merch.floorItems);
    await insertAll(trx, 'featured_items', merch.featured);
    await insertAll(trx, 'reviews', reviews);
    await insertBrowseRows(trx, browseRows(branches, catalog.groupBuys, categories.subs, ctx.base));
    await seedQa(trx, ctx);
    await seedExplore(trx, ctx.base);
    await seedCheckout(trx, { ...catalog, events: merch.events, branchIds: branches.map((b) => b.id) }, ctx.base);
    await seedMemberWallet(trx, ctx.base);
    await seedMemberProfile(trx, ctx.base);
    await seedMemberOrders(trx, ctx.base);
    await resetSequences(trx);
    await seedNotifications(trx, ctx.base);
    await seedSearch(trx);
    await refreshCardStats(trx, null);
  });
  // The planners' statistics of the new rows (SQLite keeps none until asked): with them a list picks
  // the index that fits its filter rather than the first one that serves its order.
  await sql`analyze`.execute(db);
}
