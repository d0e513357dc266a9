import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

const GIRL = /女兒|妹妹|小姐|女寶/;
const BOY = /兒子|弟弟|小子|男寶/;
const AGE = /(?:懷孕|產後第|備孕第|出生)\s?\d+\s?(?:週|天|個月)|\d+ 歲 \d+ 個月|\d+ 個月|快?[兩三四五六]歲[半多]?/;
/** How long something has lasted (not a pregnancy's 懷孕 16 週). */
const WEEKS = /(?:已經|持續)\s?(\d+)\s?週/;
const FATHER = /爸爸發問|新手爸爸|爸爸來/;

export interface Thread { id: number; title: string; body: string; at: number; tags: string[]; siblings: string[]; answers: { body: string; at: number }[] }

export async function readForum(db: Kysely<Database>): Promise<Thread[]> {
  const questions = await db.selectFrom('qa_questions').select(['id', 'title', 'body', 'created_at']).orderBy('id').execute();
  const answers = await db.selectFrom('qa_answers').select(['question_id', 'body', 'created_at']).orderBy('id').execute();
  const tags = await db.selectFrom('qa_question_tags').innerJoin('qa_tags', 'qa_tags.id', 'qa_question_tags.tag_id').select(['question_id', 'qa_tags.name', 'qa_tags.category_id']).execute();
  const allTags = await db.selectFrom('qa_tags').select(['name', 'category_id']).execute();
  const byQuestion = new Map<number, { body: string; at: number }[]>();
  for (const a of answers) byQuestion.set(a.question_id, [...(byQuestion.get(a.question_id) ?? []), { body: a.body, at: Number(a.created_at) }]);
  return questions.map((q) => {
    const own = tags.filter((t) => t.question_id === q.id);
    const categories = new Set(own.map((t) => t.category_id));
    const names = own.map((t) => t.name);
    return {
      id: q.id, title: q.title, body: q.body, at: Number(q.created_at), tags: names, answers: byQuestion.get(q.id) ?? [],
      siblings: allTags.filter((t) => categories.has(t.category_id) && !names.includes(t.name)).map((t) => t.name),
    };
  });
}

/** A thread's sentences, without the 「另外，」 that joins a second piece of advice on. */
const sentences = (text: string) => text.split(/[。！？!?]/).map((s) => s.replace(/^[，、\s]+|[，、\s]+$/g, '').replace(/^另外，/, '')).filter((s) => s.length >= 8);

/** Title, body and answers tell one story: the same child, age and weeks, the asker's role, the tagged symptoms only. */
export function threadProblems(t: Thread): string[] {
  const problems: string[] = [];
  const story = `${t.title} ${t.body}`;
  if (GIRL.test(story) && BOY.test(story)) problems.push(`child: ${story}`);
  const [titleAge, bodyAge] = [AGE.exec(t.title)?.[0], AGE.exec(t.body)?.[0]];
  if (titleAge && bodyAge && titleAge.replace(/\s/g, '') !== bodyAge.replace(/\s/g, '')) problems.push(`age ${titleAge} / ${bodyAge}`);
  const [titleWeeks, bodyWeeks] = [WEEKS.exec(t.title)?.[1], WEEKS.exec(t.body)?.[1]];
  if (titleWeeks && bodyWeeks && titleWeeks !== bodyWeeks) problems.push(`weeks ${titleWeeks} / ${bodyWeeks}`);
  if (FATHER.test(story) && /媽媽第一次|職業媽媽|全職媽媽|新手媽|我現在懷孕|我現在產後|阿嬤/.test(t.body)) problems.push(`asker: ${story}`);
  if (FATHER.test(story)) for (const a of t.answers) if (a.body.includes('妳')) problems.push(`answer calls a father 妳: ${a.body}`);
  for (const a of t.answers) for (const other of t.siblings) if (a.body.includes(other) && !t.body.includes(other)) problems.push(`${t.tags.join('/')} thread answered about ${other}`);
  const seen = new Set<string>();
  for (const s of [t.body, ...t.answers.map((a) => a.body)].flatMap(sentences)) {
    if (seen.has(s)) problems.push(`recycled in thread ${t.id}: ${s}`);
    seen.add(s);
  }
  return problems;
}

/** Questions over months, replies from minutes to days later (never all on the hour), before now. */
export function timelineProblems(threads: Thread[], now: number): string[] {
  const problems: string[] = [];
  const months = new Map<string, number>();
  for (const t of threads) months.set(new Date(t.at).toISOString().slice(0, 7), (months.get(new Date(t.at).toISOString().slice(0, 7)) ?? 0) + 1);
  if (months.size < 5 || Math.max(...months.values()) > threads.length * 0.3) problems.push(`months: ${[...months].join(' ')}`);
  const gaps = threads.flatMap((t) => t.answers.map((a) => a.at - t.at));
  if (gaps.some((g) => g <= 0)) problems.push('an answer before its question');
  if (threads.some((t) => t.answers.some((a) => a.at > now))) problems.push('an answer in the future');
  const onTheHour = gaps.filter((g) => g % 3_600_000 === 0).length;
  if (onTheHour > gaps.length * 0.2) problems.push(`${onTheHour} of ${gaps.length} replies exactly on the hour`);
  const days = gaps.filter((g) => g > 86_400_000).length;
  if (days < gaps.length * 0.05) problems.push(`only ${days} of ${gaps.length} replies came a day or more later`);
  return problems;
}
