import type { Kysely, Migration } from 'kysely';
import { TIME } from './helpers';

/**
 * Social sign-in states kept server side (issue 27, LINE Login v2.1): each `state` handed to a
 * provider is stored as a digest, lives ten minutes and is spent by the first verify, so a replayed
 * callback fails even with the state cookie in hand. The sandbox's codes also remember the OpenID
 * `nonce` and the redirect URI the authorize request named, as LINE's token endpoint does.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('social_sign_in_states')
    .addColumn('state_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('used_at', TIME)
    .execute();
  await db.schema.createIndex('social_sign_in_states_expires_at').on('social_sign_in_states').column('expires_at').execute();
  await db.schema.alterTable('sandbox_idp_codes').addColumn('nonce', 'varchar(255)').execute();
  await db.schema.alterTable('sandbox_idp_codes').addColumn('redirect_uri', 'varchar(500)').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sandbox_idp_codes').dropColumn('redirect_uri').execute();
  await db.schema.alterTable('sandbox_idp_codes').dropColumn('nonce').execute();
  await db.schema.dropTable('social_sign_in_states').execute();
}

export const socialSignInStates: Migration = { up, down };
