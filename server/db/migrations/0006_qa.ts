import type { Kysely, Migration } from 'kysely';
import { TIME, withSerialId } from './helpers';

/** Children first, so wiping and dropping never trip a foreign key. */
export const QA_TABLES = [
  'qa_reports', 'qa_follows', 'qa_answer_likes', 'qa_answers', 'qa_question_tags', 'qa_question_categories', 'qa_questions', 'qa_tags', 'qa_categories',
] as const;

/** The parenting Q&A forum: categories with situational tags, questions, answers, likes, follows, reports. */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('qa_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createTable('qa_tags')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('qa_categories.id').onDelete('cascade'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .execute();
  await withSerialId(db, db.schema.createTable('qa_questions'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('age_stage', 'varchar(16)', (c) => c.notNull())
    .addColumn('anonymous', 'integer', (c) => c.notNull())
    .addColumn('answer_count', 'integer', (c) => c.notNull())
    .addColumn('follow_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('qa_questions_recent').on('qa_questions').columns(['created_at']).execute();
  await db.schema.createIndex('qa_questions_popular').on('qa_questions').columns(['answer_count', 'created_at']).execute();
  await db.schema.createTable('qa_question_categories')
    .addColumn('question_id', 'integer', (c) => c.notNull().references('qa_questions.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('qa_categories.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('qa_question_categories_pk', ['question_id', 'category_id'])
    .execute();
  await db.schema.createIndex('qa_question_categories_by_category').on('qa_question_categories').columns(['category_id', 'question_id']).execute();
  await db.schema.createTable('qa_question_tags')
    .addColumn('question_id', 'integer', (c) => c.notNull().references('qa_questions.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('qa_tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('qa_question_tags_pk', ['question_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('qa_question_tags_by_tag').on('qa_question_tags').columns(['tag_id', 'question_id']).execute();
  await withSerialId(db, db.schema.createTable('qa_answers'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('qa_questions.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('like_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('qa_answers_by_question').on('qa_answers').columns(['question_id']).execute();
  for (const [table, parent, parentColumn] of [['qa_answer_likes', 'qa_answers', 'answer_id'], ['qa_follows', 'qa_questions', 'question_id']] as const) {
    await db.schema.createTable(table)
      .addColumn(parentColumn, 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('created_at', TIME, (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [parentColumn, 'member_id'])
      .execute();
  }
  await withSerialId(db, db.schema.createTable('qa_reports'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('target_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of QA_TABLES) await db.schema.dropTable(table).ifExists().execute();
}

export const qa: Migration = { up, down };
