import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const NOW = Date.parse('2027-03-15T10:30:00+08:00');

describe.each(dialects())('the forum seed reads like different parents on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 0.05, now: () => NOW });
  });
  afterAll(() => t.close());

  it('never repeats a question title or body, and each body is about one of its tags', async () => {
    const questions = await t.db.selectFrom('qa_questions').select(['id', 'title', 'body']).execute();
    expect(new Set(questions.map((q) => q.title)).size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.body)).size).toBe(questions.length);
    const tags = await t.db.selectFrom('qa_question_tags').innerJoin('qa_tags', 'qa_tags.id', 'qa_question_tags.tag_id')
      .select(['qa_question_tags.question_id', 'qa_tags.name']).execute();
    for (const q of questions) expect(tags.filter((tag) => tag.question_id === q.id).some((tag) => q.body.includes(tag.name))).toBe(true);
  });

  it('gives every answer under a question its own words', async () => {
    const answers = await t.db.selectFrom('qa_answers').select(['question_id', 'body']).execute();
    const byQuestion = new Map<number, string[]>();
    for (const a of answers) byQuestion.set(a.question_id, [...(byQuestion.get(a.question_id) ?? []), a.body]);
    for (const bodies of byQuestion.values()) expect(new Set(bodies).size).toBe(bodies.length);
    expect(new Set(answers.map((a) => a.body)).size / answers.length).toBeGreaterThan(0.85);
  });
});
