import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../contract/common';
import { QaErrorCode } from '../../../contract/qa';
import { AnswerRequest, PostQuestionRequest, QaIdParams, QaSearchQuery, QaSuggestQuery, QuestionListQuery, ReportRequest } from '../../../contract/qaRequests';
import { QaMessages } from '../../../src/domain/qa/messages';
import type { AppContext } from '../../context';
import { release, reserve, type Limit } from '../../services/auth/rateLimiter';
import { setFollow, setLike, report } from '../../services/qa/reactions';
import { listQuestions, qaCategories, questionDetail, searchQuestions, suggest } from '../../services/qa/reads';
import { answerQuestion, deleteAnswer, deleteQuestion, editAnswer, editQuestion, postQuestion, type Refusal } from '../../services/qa/writes';
import { identifyCaller, requireMember } from '../authContext';
import { HttpError, invalidInput, notFound, tooManyAttempts } from '../errors';
import { parseInput } from '../validation';

const HOUR = 3_600_000;
const questionLimits = (memberId: number): Limit[] => [{ key: `qa-question:${memberId}`, max: 5, windowMs: HOUR }];
const answerLimits = (memberId: number): Limit[] => [{ key: `qa-answer:${memberId}`, max: 30, windowMs: HOUR }];

function refused(refusal: Refusal, missing: string): never {
  if (refusal.kind === 'not-found') throw new HttpError(404, ErrorCode.NOT_FOUND, missing);
  if (refusal.kind === 'forbidden') throw new HttpError(403, QaErrorCode.NOT_OWNER, QaMessages.NOT_OWNER);
  throw invalidInput(refusal.fields);
}

const DAY = 24 * HOUR;
const reportLimits = (memberId: number): Limit[] => [{ key: `qa-reports:${memberId}`, max: 30, windowMs: HOUR }];
/** One stored report per member and post: the counter row doubles as an atomic "already reported" mark. */
const sameReport = (memberId: number, type: string, id: number): Limit[] => [{ key: `qa-report:${memberId}:${type}:${id}`, max: 1, windowMs: 365 * DAY }];

/**
 * Reserved before a post (parallel posts cannot pass the limit, PostgreSQL included) and given back
 * when the post is refused or fails, so a form's validation errors never use up the quota.
 */
async function withQuota<T>(ctx: AppContext, limits: Limit[], message: string, post: () => Promise<T>, posted: (outcome: T) => boolean): Promise<T> {
  const wait = await reserve(ctx.db, limits, ctx.now());
  if (wait !== null) throw new HttpError(429, ErrorCode.TOO_MANY_ATTEMPTS, message, { headers: { 'retry-after': String(Math.max(1, wait)) } });
  const outcome = await post().catch(async (error: unknown) => {
    await release(ctx.db, limits);
    throw error;
  });
  if (!posted(outcome)) await release(ctx.db, limits);
  return outcome;
}

/** The parenting Q&A forum (issue 4): reads are public; writes need a member and touch only their own posts. */
export function qaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/qa/categories', async () => ({ data: { categories: await qaCategories(ctx.db) } }));

  app.get('/v1/qa/questions', async (request) => ({ data: await listQuestions(ctx.db, parseInput(QuestionListQuery, request.query)) }));

  app.get('/v1/qa/search', async (request) => {
    const { query, page } = parseInput(QaSearchQuery, request.query);
    return { data: await searchQuestions(ctx.db, query, page) };
  });

  app.get('/v1/qa/search/suggest', async (request) => ({ data: { suggestions: await suggest(ctx.db, parseInput(QaSuggestQuery, request.query).query) } }));

  app.get('/v1/qa/questions/:id', async (request) => {
    const { id } = parseInput(QaIdParams, request.params);
    const caller = await identifyCaller(ctx, request);
    const detail = await questionDetail(ctx.db, id, caller.member?.id ?? null);
    if (!detail) throw notFound();
    return { data: detail };
  });

  questionWrites(app, ctx);
  answerWrites(app, ctx);
}

function questionWrites(app: FastifyInstance, ctx: AppContext): void {
  app.post('/v1/qa/questions', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(PostQuestionRequest, request.body);
    const outcome = await withQuota(ctx, questionLimits(member.id), QaMessages.TOO_MANY_QUESTIONS,
      () => postQuestion(ctx.db, member, body, ctx.now()), (o) => o.kind === 'posted');
    if (outcome.kind !== 'posted') refused(outcome, QaMessages.QUESTION_NOT_FOUND);
    return reply.code(201).send({ data: { id: outcome.id } });
  });

  app.patch('/v1/qa/questions/:id', async (request) => {
    const member = await requireMember(ctx, request);
    const { id } = parseInput(QaIdParams, request.params);
    const outcome = await editQuestion(ctx.db, member, id, parseInput(PostQuestionRequest, request.body), ctx.now());
    if (outcome.kind !== 'done') refused(outcome, QaMessages.QUESTION_NOT_FOUND);
    return { data: await questionDetail(ctx.db, id, member.id) };
  });

  app.delete('/v1/qa/questions/:id', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const outcome = await deleteQuestion(ctx.db, member.id, parseInput(QaIdParams, request.params).id);
    if (outcome.kind !== 'done') refused(outcome, QaMessages.QUESTION_NOT_FOUND);
    return reply.code(204).send();
  });

  for (const [method, followed] of [['post', true], ['delete', false]] as const) {
    app[method]('/v1/qa/questions/:id/follow', async (request) => {
      const member = await requireMember(ctx, request);
      const state = await setFollow(ctx.db, member.id, parseInput(QaIdParams, request.params).id, followed, ctx.now());
      if (!state) throw new HttpError(404, ErrorCode.NOT_FOUND, QaMessages.QUESTION_NOT_FOUND);
      return { data: state };
    });
  }

  app.post('/v1/qa/reports', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(ReportRequest, request.body, { reason: () => QaMessages.REPORT_REASON_REQUIRED });
    const wait = await reserve(ctx.db, reportLimits(member.id), ctx.now());
    if (wait !== null) throw tooManyAttempts(wait);
    const mark = sameReport(member.id, body.target_type, body.target_id);
    // A repeat is answered the same and stored once.
    if ((await reserve(ctx.db, mark, ctx.now())) === null && !(await report(ctx.db, member.id, body, ctx.now()))) {
      await release(ctx.db, [...mark, ...reportLimits(member.id)]);
      throw notFound();
    }
    return reply.code(201).send({ data: { reported: true } });
  });
}

function answerWrites(app: FastifyInstance, ctx: AppContext): void {
  app.post('/v1/qa/questions/:id/answers', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { id } = parseInput(QaIdParams, request.params);
    const { body } = parseInput(AnswerRequest, request.body);
    const outcome = await withQuota(ctx, answerLimits(member.id), QaMessages.TOO_MANY_ANSWERS,
      () => answerQuestion(ctx.db, member, id, body, ctx.now()), (o) => o.kind === 'answered');
    if (outcome.kind !== 'answered') refused(outcome, QaMessages.QUESTION_NOT_FOUND);
    return reply.code(201).send({ data: outcome.answer });
  });

  app.patch('/v1/qa/answers/:id', async (request) => {
    const member = await requireMember(ctx, request);
    const { id } = parseInput(QaIdParams, request.params);
    const outcome = await editAnswer(ctx.db, member, id, parseInput(AnswerRequest, request.body).body, ctx.now());
    if (outcome.kind !== 'done') refused(outcome, QaMessages.ANSWER_NOT_FOUND);
    return { data: { updated: true } };
  });

  app.delete('/v1/qa/answers/:id', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const outcome = await deleteAnswer(ctx.db, member.id, parseInput(QaIdParams, request.params).id);
    if (outcome.kind !== 'done') refused(outcome, QaMessages.ANSWER_NOT_FOUND);
    return reply.code(204).send();
  });

  for (const [method, liked] of [['post', true], ['delete', false]] as const) {
    app[method]('/v1/qa/answers/:id/like', async (request) => {
      const member = await requireMember(ctx, request);
      const state = await setLike(ctx.db, member.id, parseInput(QaIdParams, request.params).id, liked, ctx.now());
      if (!state) throw new HttpError(404, ErrorCode.NOT_FOUND, QaMessages.ANSWER_NOT_FOUND);
      return { data: state };
    });
  }
}
