import type { Kysely, Migration } from 'kysely';
import { TIME, withSerialId, zero } from './helpers';

async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await withSerialId(db, s.createTable('members'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
    .addColumn('email_verified_at', TIME)
    .addColumn('has_installed_app', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();

  await withSerialId(db, s.createTable('email_verifications'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('used_at', TIME)
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();

  await withSerialId(db, s.createTable('access_tokens'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('family_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('revoked_at', TIME)
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await s.createIndex('access_tokens_family').on('access_tokens').column('family_id').execute();

  await withSerialId(db, s.createTable('refresh_tokens'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('family_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('used_at', TIME)
    .addColumn('revoked_at', TIME)
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await s.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await withSerialId(db, s.createTable('sessions'))
    .addColumn('sid_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();

  await withSerialId(db, s.createTable('outbox'))
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('sent_at', TIME)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('last_error', 'text')
    .execute();

  await s
    .createTable('rate_limits')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', TIME, (c) => c.notNull())
    .execute();

  await createSocialTables(db);
}

async function createSocialTables(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await withSerialId(db, s.createTable('social_identities'))
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addUniqueConstraint('social_identities_provider_subject', ['provider', 'subject'])
    .execute();

  await withSerialId(db, s.createTable('merge_tickets'))
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('return_to', 'varchar(500)')
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('used_at', TIME)
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();

  await s
    .createTable('sandbox_idp_codes')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('used_at', TIME)
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  const tables = ['sandbox_idp_codes', 'merge_tickets', 'social_identities', 'rate_limits', 'outbox', 'sessions',
    'refresh_tokens', 'access_tokens', 'email_verifications', 'members'];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}

export const accounts: Migration = { up, down };
