import { sql, type Insertable, type Kysely } from 'kysely';
import { AGE_STAGES } from '../../../src/domain/qa/ageStage';
import { isPostgres } from '../database';
import type { QaAnswersTable, QaQuestionsTable } from '../qaSchema';
import type { Database } from '../schema';
import { DAY, minute, scaled, type SeedContext } from './context';
import { prng, type Prng } from './prng';
import { answerBody, fitStage, questionBody, questionTitle, specificAge, threadVoice, type Voice } from './qaPhrases';

/**
 * When a thread's answers come: the first from ten minutes to two days after the question, each next one
 * later still, never after the moment of seeding (a fresh question may have its answers minutes apart).
 */
function replyTimes(rnd: Prng, at: number, count: number, now: number): number[] {
  const out: number[] = [];
  let last = at;
  for (let a = 0; a < count; a++) {
    const gap = rnd.next() < 0.7 ? rnd.int(10, 600) : rnd.int(600, 4320);
    const room = Math.max(60000, Math.floor((now - last) / (count - a + 1) / 60000) * 60000);
    last = Math.min(last + gap * 60000, last + room);
    out.push(last);
  }
  return out;
}
import { QA_TOPICS } from './qaTopics';

const BATCH = 400;
const TAGS_PER_CATEGORY = 5;

export const tagId = (categoryIndex: number, tagIndex: number): number => categoryIndex * TAGS_PER_CATEGORY + tagIndex + 1;

async function insertAll<T extends keyof Database>(db: Kysely<Database>, table: T, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto(table).values(rows.slice(i, i + BATCH) as never).execute();
}

/** Draws until the text is new: no two questions share a title or a body. */
function fresh(seen: Set<string>, draw: () => string): string {
  let text = draw();
  for (let i = 0; i < 20 && seen.has(text); i++) text = draw();
  seen.add(text);
  return text;
}

/** Writes the forum: 30 categories with tags, questions from templates (2,000 at scale 1), answers, likes and follows. */
export async function seedQa(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  // `rnd` draws the forum's shape (ids, counts, dates, who) exactly as before; `words` writes the text.
  const rnd: Prng = prng(20261122);
  const words = prng(20261125);
  const times = prng(20261127);
  const titles = new Set<string>();
  const bodies = new Set<string>();
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
    const stage = fitStage(c < 3 ? 'pregnancy' : rnd.pick(AGE_STAGES.slice(1)), c);
    const voice: Voice = threadVoice(words, { tag: topic.tags[t], age: specificAge(words, stage, c), topic: c, siblings: topic.tags.filter((_, k) => k !== t && k !== (n % 3 === 0 ? (t + 1) % TAGS_PER_CATEGORY : -1)) });
    const at = minute(ctx.base - rnd.int(0, 180) * DAY - rnd.int(0, 1439) * 60000);
    const answerCount = rnd.int(0, 5);
    for (let k = 0; k < 3; k++) rnd.next(); // the three draws the old body templates took
    const body = fresh(bodies, () => questionBody(words, voice));
    const memberId = rnd.pick(writers);
    rnd.next(); // the old title template's draw
    questions.push({
      id: n, member_id: memberId, title: fresh(titles, () => questionTitle(words, voice)), body, age_stage: stage,
      anonymous: n % 7 === 0 ? 1 : 0, answer_count: answerCount, follow_count: 0, created_at: at, updated_at: at,
    });
    links.push({ question_id: n, category_id: c + 1, position: 0 });
    // Every fifth question also sits in the neighbouring category (its first stays its home).
    if (n % 5 === 0) links.push({ question_id: n, category_id: ((c + 1) % QA_TOPICS.length) + 1, position: 1 });
    tags.push({ question_id: n, tag_id: tagId(c, t) });
    if (n % 3 === 0) tags.push({ question_id: n, tag_id: tagId(c, (t + 1) % TAGS_PER_CATEGORY) });
    const said = new Set<string>(body.split(/[。！？]/).filter((s) => s.length >= 8));
    const answerTexts = new Set<string>();
    const replies = replyTimes(times, at, answerCount, ctx.base);
    for (let a = 0; a < answerCount; a++) {
      const id = answers.length + 1;
      const likers = [...new Set(Array.from({ length: rnd.int(0, 4) }, () => rnd.pick(writers)))];
      const answerer = rnd.pick(writers);
      rnd.next(); // the old answer template's draw
      const when = replies[a];
      answers.push({ id, question_id: n, member_id: answerer, body: fresh(answerTexts, () => answerBody(words, voice, said)), like_count: likers.length, created_at: when, updated_at: when });
      for (const member_id of likers) likes.push({ answer_id: id, member_id, created_at: Math.min(ctx.base, when + 30 * 60000) });
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
