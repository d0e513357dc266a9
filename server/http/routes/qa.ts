import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../contract/common';
import { QaErrorCode } from '../../../contract/qa';
import { AnswerRequest, PostQuestionRequest, QaIdParams, QaSearchQuery, QaSuggestQuery, QuestionListQuery, ReportRequest } from '../../../contract/qaRequests';
import { QaMessages } from '../../../src/domain/qa/messages';
import type { AppContext } from '../../context';
import { count, retryAfter, type Limit } from '../../services/auth/rateLimiter';
import { setFollow, setLike, report } from '../../services/qa/reactions';
import { listQuestions, qaCategories, questionDetail, searchQuestions, suggest } from '../../services/qa/reads';
import { answerQuestion, deleteAnswer, deleteQuestion, editAnswer, editQuestion, postQuestion, type Refusal } from '../../services/qa/writes';
import { identifyCaller, requireMember } from '../authContext';
import { HttpError, invalidInput, notFound } from '../errors';
import { parseInput } from '../validation';

const HOUR = 3_600_000;
const questionLimits = (memberId: number): Limit[] => [{ key: `qa-question:${memberId}`, max: 5, windowMs: HOUR }];
const answerLimits = (memberId: number): Limit[] => [{ key: `qa-answer:${memberId}`, max: 30, windowMs: HOUR }];

function refused(refusal: Refusal, missing: string): never {
  if (refusal.kind === 'not-found') throw new HttpError(404, ErrorCode.NOT_FOUND, missing);
  if (refusal.kind === 'forbidden') throw new HttpError(403, QaErrorCode.NOT_OWNER, QaMessages.NOT_OWNER);
  throw invalidInput(refusal.fields);
}

/** Checked before a post and counted after one succeeds, so a form's validation errors never use up the quota. */
async function limited(ctx: AppContext, limits: Limit[], message: string): Promise<void> {
  const wait = await retryAfter(ctx.db, limits, ctx.now());
  if (wait !== null) throw new HttpError(429, ErrorCode.TOO_MANY_ATTEMPTS, message, { headers: { 'retry-after': String(Math.max(1, wait)) } });
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
    await limited(ctx, questionLimits(member.id), QaMessages.TOO_MANY_QUESTIONS);
    const outcome = await postQuestion(ctx.db, member.id, body, ctx.now());
    if (outcome.kind !== 'posted') refused(outcome, QaMessages.QUESTION_NOT_FOUND);
    await count(ctx.db, questionLimits(member.id), ctx.now());
    return reply.code(201).send({ data: { id: outcome.id } });
  });

  app.patch('/v1/qa/questions/:id', async (request) => {
    const member = await requireMember(ctx, request);
    const { id } = parseInput(QaIdParams, request.params);
    const outcome = await editQuestion(ctx.db, member.id, id, parseInput(PostQuestionRequest, request.body), ctx.now());
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
    if (!(await report(ctx.db, member.id, body, ctx.now()))) throw notFound();
    return reply.code(201).send({ data: { reported: true } });
  });
}

function answerWrites(app: FastifyInstance, ctx: AppContext): void {
  app.post('/v1/qa/questions/:id/answers', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { id } = parseInput(QaIdParams, request.params);
    const { body } = parseInput(AnswerRequest, request.body);
    await limited(ctx, answerLimits(member.id), QaMessages.TOO_MANY_ANSWERS);
    const outcome = await answerQuestion(ctx.db, member.id, id, body, ctx.now());
    if (outcome.kind !== 'answered') refused(outcome, QaMessages.QUESTION_NOT_FOUND);
    await count(ctx.db, answerLimits(member.id), ctx.now());
    return reply.code(201).send({ data: outcome.answer });
  });

  app.patch('/v1/qa/answers/:id', async (request) => {
    const member = await requireMember(ctx, request);
    const { id } = parseInput(QaIdParams, request.params);
    const outcome = await editAnswer(ctx.db, member.id, id, parseInput(AnswerRequest, request.body).body, ctx.now());
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
