import type { Kysely, Migration } from 'kysely';
import { TIME } from './helpers';

/**
 * Consent at sign-up (issue 30): the version of the 服務條款 and 隱私權政策 agreed to and when. A sign-up
 * claim keeps what its form agreed; the account takes the opened claim's, as it takes its password.
 * Accounts made before this have none recorded.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['email_verifications', 'members']) {
    await db.schema.alterTable(table).addColumn('terms_version', 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn('terms_accepted_at', TIME).execute();
  }
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['members', 'email_verifications']) {
    await db.schema.alterTable(table).dropColumn('terms_accepted_at').execute();
    await db.schema.alterTable(table).dropColumn('terms_version').execute();
  }
}

export const termsConsent: Migration = { up, down };
