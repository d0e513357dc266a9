import { sql, type Insertable, type Kysely } from 'kysely';
import { AGE_STAGE_LABELS, AGE_STAGES } from '../../../src/domain/qa/ageStage';
import { isPostgres } from '../database';
import type { QaAnswersTable, QaQuestionsTable } from '../qaSchema';
import type { Database } from '../schema';
import { DAY, minute, scaled, type SeedContext } from './context';
import { ANSWER_BODIES, BODY_CONTEXTS, BODY_ENDINGS, BODY_OPENINGS, QA_TOPICS, TITLE_TEMPLATES } from './qaTopics';

const BATCH = 400;
const TAGS_PER_CATEGORY = 5;

/** Its own small PRNG (mulberry32), so the forum's rows never shift the catalog's faker sequence. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)];
  return { next, int, pick };
}

export const tagId = (categoryIndex: number, tagIndex: number): number => categoryIndex * TAGS_PER_CATEGORY + tagIndex + 1;

async function insertAll<T extends keyof Database>(db: Kysely<Database>, table: T, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto(table).values(rows.slice(i, i + BATCH) as never).execute();
}

function fill(template: string, tag: string, age: string): string {
  return template.replace('{tag}', tag).replace('{age}', age);
}

/** Writes the forum: 30 categories with tags, questions from templates (2,000 at scale 1), answers, likes and follows. */
export async function seedQa(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  const rnd = prng(20261122);
  const memberIds = (await db.selectFrom('members').select('id').orderBy('id').execute()).map((m) => m.id);
  // The demo accounts (ids 1 and 2) start with a clean forum history; generated members write the seed.
  const writers = memberIds.length > 2 ? memberIds.slice(2) : memberIds;
  await insertAll(db, 'qa_categories', QA_TOPICS.map((t, i) => ({ id: i + 1, name: t.name, description: t.description, position: i })));
  await insertAll(db, 'qa_tags', QA_TOPICS.flatMap((t, i) => t.tags.map((name, j) => ({ id: tagId(i, j), category_id: i + 1, name }))));
  const questions: (Insertable<QaQuestionsTable> & { id: number })[] = [];
  const links: { question_id: number; category_id: number; position: number }[] = [];
  const tags: { question_id: number; tag_id: number }[] = [];
  const answers: (Insertable<QaAnswersTable> & { id: number })[] = [];
  const likes: { answer_id: number; member_id: number; created_at: number }[] = [];
  const follows: { question_id: number; member_id: number; created_at: number }[] = [];
  for (let n = 1; n <= scaled(ctx, 2000, 60); n++) {
    const c = (n - 1) % QA_TOPICS.length;
    const topic = QA_TOPICS[c];
    const t = rnd.int(0, TAGS_PER_CATEGORY - 1);
    const stage = c < 3 ? 'pregnancy' : rnd.pick(AGE_STAGES.slice(1));
    const age = stage === 'pregnancy' ? '還在肚子裡' : AGE_STAGE_LABELS[stage];
    const at = minute(ctx.base - rnd.int(0, 180) * DAY - rnd.int(0, 1439) * 60000);
    const answerCount = rnd.int(0, 5);
    const body = fill(rnd.pick(BODY_OPENINGS), topic.tags[t], age) + rnd.pick(BODY_CONTEXTS) + rnd.pick(BODY_ENDINGS);
    questions.push({
      id: n, member_id: rnd.pick(writers), title: fill(rnd.pick(TITLE_TEMPLATES), topic.tags[t], age), body, age_stage: stage,
      anonymous: n % 7 === 0 ? 1 : 0, answer_count: answerCount, follow_count: 0, created_at: at, updated_at: at,
    });
    links.push({ question_id: n, category_id: c + 1, position: 0 });
    // Every fifth question also sits in the neighbouring category (its first stays its home).
    if (n % 5 === 0) links.push({ question_id: n, category_id: ((c + 1) % QA_TOPICS.length) + 1, position: 1 });
    tags.push({ question_id: n, tag_id: tagId(c, t) });
    if (n % 3 === 0) tags.push({ question_id: n, tag_id: tagId(c, (t + 1) % TAGS_PER_CATEGORY) });
    for (let a = 0; a < answerCount; a++) {
      const id = answers.length + 1;
      const likers = [...new Set(Array.from({ length: rnd.int(0, 4) }, () => rnd.pick(writers)))];
      answers.push({ id, question_id: n, member_id: rnd.pick(writers), body: rnd.pick(ANSWER_BODIES), like_count: likers.length, created_at: at + (a + 1) * 3600000, updated_at: at + (a + 1) * 3600000 });
      for (const member_id of likers) likes.push({ answer_id: id, member_id, created_at: at + (a + 2) * 3600000 });
    }
    const followers = [...new Set(Array.from({ length: rnd.int(0, 3) }, () => rnd.pick(writers)))];
    questions[questions.length - 1].follow_count = followers.length;
    for (const member_id of followers) follows.push({ question_id: n, member_id, created_at: at + 60000 });
  }
  await insertAll(db, 'qa_questions', questions);
  await insertAll(db, 'qa_question_categories', links);
  await insertAll(db, 'qa_question_tags', tags);
  await insertAll(db, 'qa_answers', answers);
  await insertAll(db, 'qa_answer_likes', likes);
  await insertAll(db, 'qa_follows', follows);
  if (isPostgres(db)) {
    for (const table of ['qa_questions', 'qa_answers'] as const) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
    }
  }
}
