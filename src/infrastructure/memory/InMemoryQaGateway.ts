import type { QaGateway, QaWrite, QuestionQuery } from '../../application/qa/ports';
import { NotFoundError } from '../../domain/errors/clientErrors';
import { QaMessages, type ReportReason } from '../../domain/qa/messages';
import { cleanPostText, cleanTitle, hasErrors, validateAnswer, validateQuestion, type QuestionDraft } from '../../domain/qa/postRules';
import type { Answer, QaCategory, QaSuggestion, QuestionDetail, QuestionPage } from '../../domain/qa/types';
import { QUESTIONS_PER_HOUR, refuse, SIGNED_OUT, toggle } from './inMemoryQaRules';


const DEFAULT_CATEGORIES: QaCategory[] = [
  { id: 5, name: '哺乳', description: '親餵、追奶、乳腺炎', situationalTags: [{ id: 21, name: '乳腺炎' }, { id: 22, name: '追奶' }] },
  { id: 7, name: '副食品', description: '寶寶開始吃副食品', situationalTags: [{ id: 31, name: '十倍粥' }, { id: 32, name: '過敏原' }] },
];

/** The forum in memory, as the server would answer it; `actAs` picks the calling member (null = signed out). */
export class InMemoryQaGateway implements QaGateway {
  // A copy per fake, so a scenario that changes the categories cannot leak into the next one.
  categoryList: QaCategory[] = DEFAULT_CATEGORIES.map((c) => ({ ...c, situationalTags: c.situationalTags.map((t) => ({ ...t })) }));
  readonly questionsById = new Map<number, QuestionDetail & { ownerId: number }>();
  readonly answerOwners = new Map<number, number>();
  readonly reports: { targetType: string; targetId: number; reason: ReportReason }[] = [];
  /** Members' nicknames, as their posts show them (`會員{id}` when unknown). */
  readonly nicknames = new Map<number, string>();
  /** Who likes each answer and who follows each question: each member counts once. */
  private readonly likes = new Map<number, Set<number>>();
  private readonly follows = new Map<number, Set<number>>();
  /** Questions each member posted, for the server's hourly quota. */
  private readonly asked = new Map<number, number>();
  private member: number | null = 1;
  private nextId = 1000;

  actAs(memberId: number | null): void {
    this.member = memberId;
  }

  async categories(): Promise<QaCategory[]> {
    return this.categoryList;
  }

  async questions(query: QuestionQuery): Promise<QuestionPage> {
    const all = [...this.questionsById.values()].filter((q) =>
      (query.categoryId === undefined || q.categories.some((c) => c.id === query.categoryId)) && (query.tagId === undefined || q.tags.some((t) => t.id === query.tagId)));
    return { questions: all, page: query.page, totalPages: 1, total: all.length };
  }

  async search(query: string): Promise<QuestionPage> {
    const all = [...this.questionsById.values()].filter((q) => q.title.includes(query) || q.body.includes(query));
    return { questions: all, page: 1, totalPages: 1, total: all.length };
  }

  async suggest(query: string): Promise<QaSuggestion[]> {
    return [...this.questionsById.values()].filter((q) => q.title.includes(query)).slice(0, 8).map((q) => ({ text: q.title, path: `/qa/${q.id}` }));
  }

  async question(id: number): Promise<QuestionDetail> {
    const q = this.questionsById.get(id);
    if (!q) throw new NotFoundError();
    const me = this.member ?? -1;
    return {
      ...q, mine: q.ownerId === this.member, followedByMe: this.follows.get(id)?.has(me) ?? false,
      answers: q.answers.map((a) => ({ ...a, mine: this.answerOwners.get(a.id) === this.member, likedByMe: this.likes.get(a.id)?.has(me) ?? false })),
    };
  }

  async postQuestion(d: QuestionDraft): Promise<QaWrite<{ id: number }>> {
    if (this.member === null) return SIGNED_OUT;
    if ((this.asked.get(this.member) ?? 0) >= QUESTIONS_PER_HOUR) return refuse(429, QaMessages.TOO_MANY_QUESTIONS);
    const category = this.categoryList.find((c) => c.id === d.categoryId);
    const fields = validateQuestion(d, category ? category.situationalTags.map((t) => t.id) : null) as Record<string, string>;
    if (hasErrors(fields)) return refuse(400, Object.values(fields)[0], fields);
    const id = this.nextId++;
    this.asked.set(this.member, (this.asked.get(this.member) ?? 0) + 1);
    const body = cleanPostText(d.body);
    this.questionsById.set(id, {
      id, title: cleanTitle(d.title), body, excerpt: body.slice(0, 80), categories: category ? [{ id: category.id, name: category.name }] : [],
      tags: category ? category.situationalTags.filter((t) => d.tagIds.includes(t.id)) : [], ageStage: d.ageStage || '0-6m',
      author: { nickname: d.anonymous ? QaMessages.ANONYMOUS_NAME : this.nickname(this.member), anonymous: d.anonymous }, answerCount: 0, followCount: 0,
      createdAt: 0, updatedAt: 0, answers: [], related: [], followedByMe: false, mine: true, ownerId: this.member,
    });
    return { ok: true, value: { id } };
  }

  async answer(questionId: number, body: string): Promise<QaWrite<Answer>> {
    const q = this.questionsById.get(questionId);
    if (this.member === null) return refuse(401, QaMessages.FAILED);
    if (!q) return refuse(404, QaMessages.QUESTION_NOT_FOUND);
    const problem = validateAnswer(body);
    if (problem) return refuse(400, problem, { body: problem });
    const answer: Answer = { id: this.nextId++, body: cleanPostText(body), author: { nickname: this.nickname(this.member), anonymous: false }, likeCount: 0, likedByMe: false, mine: true, createdAt: 0, updatedAt: 0 };
    q.answers.push(answer);
    q.answerCount = q.answers.length;
    this.answerOwners.set(answer.id, this.member);
    return { ok: true, value: answer };
  }

  /** Test setup: an answer written by someone. */
  addAnswer(questionId: number, ownerId: number, body: string): Answer {
    const answer: Answer = { id: this.nextId++, body, author: { nickname: this.nickname(ownerId), anonymous: false }, likeCount: 0, likedByMe: false, mine: false, createdAt: 0, updatedAt: 0 };
    this.questionsById.get(questionId)!.answers.push(answer);
    this.answerOwners.set(answer.id, ownerId);
    return answer;
  }

  private nickname(memberId: number): string {
    return this.nicknames.get(memberId) ?? `會員${memberId}`;
  }

  private findAnswer(id: number): Answer | undefined {
    return [...this.questionsById.values()].flatMap((q) => q.answers).find((a) => a.id === id);
  }

  async editAnswer(answerId: number, body: string): Promise<QaWrite<null>> {
    if (this.member === null) return SIGNED_OUT;
    const answer = this.findAnswer(answerId);
    if (!answer) return refuse(404, QaMessages.ANSWER_NOT_FOUND);
    if (this.answerOwners.get(answerId) !== this.member) return refuse(403, QaMessages.NOT_OWNER);
    const problem = validateAnswer(body);
    if (problem) return refuse(400, problem, { body: problem });
    answer.body = cleanPostText(body);
    return { ok: true, value: null };
  }

  async deletePost(kind: 'question' | 'answer', id: number): Promise<QaWrite<null>> {
    if (this.member === null) return SIGNED_OUT;
    if (kind === 'question') {
      const q = this.questionsById.get(id);
      if (!q) return refuse(404, QaMessages.QUESTION_NOT_FOUND);
      if (q.ownerId !== this.member) return refuse(403, QaMessages.NOT_OWNER);
      this.questionsById.delete(id);
      return { ok: true, value: null };
    }
    if (!this.findAnswer(id)) return refuse(404, QaMessages.ANSWER_NOT_FOUND);
    if (this.answerOwners.get(id) !== this.member) return refuse(403, QaMessages.NOT_OWNER);
    for (const q of this.questionsById.values()) {
      q.answers = q.answers.filter((a) => a.id !== id);
      q.answerCount = q.answers.length;
    }
    return { ok: true, value: null };
  }

  async like(answerId: number, liked: boolean): Promise<QaWrite<{ liked: boolean; likeCount: number }>> {
    if (this.member === null) return SIGNED_OUT;
    const answer = this.findAnswer(answerId);
    if (!answer) return refuse(404, QaMessages.ANSWER_NOT_FOUND);
    answer.likeCount = toggle(this.likes, answerId, this.member, liked, answer.likeCount);
    return { ok: true, value: { liked, likeCount: answer.likeCount } };
  }

  async follow(questionId: number, followed: boolean): Promise<QaWrite<{ followed: boolean; followCount: number }>> {
    if (this.member === null) return SIGNED_OUT;
    const q = this.questionsById.get(questionId);
    if (!q) return refuse(404, QaMessages.QUESTION_NOT_FOUND);
    q.followCount = toggle(this.follows, questionId, this.member, followed, q.followCount);
    return { ok: true, value: { followed, followCount: q.followCount } };
  }

  async report(input: { targetType: 'question' | 'answer'; targetId: number; reason: ReportReason }): Promise<QaWrite<null>> {
    if (this.member === null) return SIGNED_OUT;
    const exists = input.targetType === 'question' ? this.questionsById.has(input.targetId) : this.findAnswer(input.targetId) !== undefined;
    if (!exists) return refuse(404, QaMessages.FAILED);
    this.reports.push(input);
    return { ok: true, value: null };
  }
}
