import type { Kysely, Migration } from 'kysely';
import { TIME } from './helpers';

/**
 * The back office's first work (issue 28): a refund rejected with the reason the member sees; a
 * reported question or answer hidden from the forum (and restored); a report's outcome.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refunds').addColumn('reject_reason', 'varchar(500)').execute();
  await db.schema.alterTable('qa_questions').addColumn('hidden_at', TIME).execute();
  await db.schema.alterTable('qa_answers').addColumn('hidden_at', TIME).execute();
  // open | hidden | dismissed | restored
  await db.schema.alterTable('qa_reports').addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open')).execute();
  await db.schema.alterTable('qa_reports').addColumn('decided_at', TIME).execute();
  await db.schema.createIndex('qa_reports_status').on('qa_reports').columns(['status', 'created_at']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('qa_reports_status').execute();
  await db.schema.alterTable('qa_reports').dropColumn('decided_at').execute();
  await db.schema.alterTable('qa_reports').dropColumn('status').execute();
  await db.schema.alterTable('qa_answers').dropColumn('hidden_at').execute();
  await db.schema.alterTable('qa_questions').dropColumn('hidden_at').execute();
  await db.schema.alterTable('refunds').dropColumn('reject_reason').execute();
}

export const backOfficeWork: Migration = { up, down };
