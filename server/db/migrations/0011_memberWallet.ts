import type { Kysely, Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

/** Coupons, promotion codes, the new-customer gift and shopping credit (member area). */
async function up(db: Kysely<unknown>): Promise<void> {
  // Codes are stored upper-case; a claim compares the trimmed, upper-cased input.
  await withSerialId(db, db.schema.createTable('promotion_codes'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    // null = no overall limit; claimed_count only grows through a guarded update (claimed_count < total_limit).
    .addColumn('total_limit', 'integer')
    .addColumn('claimed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', TIME, (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .execute();
  // One claim per member and code; the unique pair is what stops a member's parallel claims.
  await withSerialId(db, db.schema.createTable('promotion_code_claims'))
    .addColumn('promotion_code_id', 'integer', (c) => c.notNull().references('promotion_codes.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('member_coupon_id', 'integer')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addUniqueConstraint('promotion_code_claims_once', ['promotion_code_id', 'member_id'])
    .execute();
  await db.schema.createTable('new_customer_gift_coupons')
    .addColumn('coupon_id', 'integer', (c) => c.primaryKey().references('coupons.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createTable('new_customer_gift_claims')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('claimed_at', TIME, (c) => c.notNull())
    .execute();
  // When a grant of credit runs out (null = never); the balance is still only the ledger's sum.
  await db.schema.alterTable('credit_ledger').addColumn('expires_at', TIME).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('credit_ledger').dropColumn('expires_at').execute();
  for (const table of ['new_customer_gift_claims', 'new_customer_gift_coupons', 'promotion_code_claims', 'promotion_codes']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const memberWallet: Migration = { up, down };
