import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each sign-up is a claim on its e-mail with its own password and nickname (issue 25, pre-account
 * takeover): the verification link that is opened decides whose they become.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_verifications').addColumn('password_hash', 'varchar(255)').execute();
  await db.schema.alterTable('email_verifications').addColumn('nickname', 'varchar(64)').execute();
  await db.schema.createIndex('email_verifications_member').on('email_verifications').column('member_id').execute();
  // An account not yet verified held its first sign-up's password: it becomes that sign-up's claim.
  await sql`update email_verifications
    set password_hash = (select m.password_hash from members m where m.id = email_verifications.member_id),
        nickname = (select m.nickname from members m where m.id = email_verifications.member_id)
    where used_at is null and member_id in (select id from members where email_verified_at is null)`.execute(db);
  await sql`update members set password_hash = null where email_verified_at is null`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('email_verifications_member').execute();
  await db.schema.alterTable('email_verifications').dropColumn('nickname').execute();
  await db.schema.alterTable('email_verifications').dropColumn('password_hash').execute();
}

export const signUpClaims: Migration = { up, down };
