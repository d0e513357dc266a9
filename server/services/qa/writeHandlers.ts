import { ErrorCode } from '../../../contract/common';
import { QaEndpoints as E } from '../../../contract/endpoints/qa';
import { QaErrorCode } from '../../../contract/qa';
import { QaMessages } from '../../../src/domain/qa/messages';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import { HttpError, invalidInput, notFound, tooManyAttempts } from '../../api/errors';
import { answerLimits, questionLimits, reportOnce, withQuota, type TooMany } from './quota';
import { setFollow, setLike } from './reactions';
import { questionDetail } from './reads';
import { answerQuestion, deleteAnswer, deleteQuestion, editAnswer, editQuestion, postQuestion, type Refusal } from './writes';

const missing = (message: string) => refuse(new HttpError(404, ErrorCode.NOT_FOUND, message));

/** A refused write's answer: 404 with the post's own message, 403 QA_NOT_OWNER, or 400 with the fields' zh-TW messages. */
function refused(refusal: Refusal, missingMessage: string) {
  if (refusal.kind === 'not-found') return missing(missingMessage);
  if (refusal.kind === 'forbidden') return refuse(new HttpError(403, QaErrorCode.NOT_OWNER, QaMessages.NOT_OWNER));
  return refuse(invalidInput(refusal.fields));
}

const tooMany = ({ wait }: TooMany, message: string) =>
  refuse(new HttpError(429, ErrorCode.TOO_MANY_ATTEMPTS, message, { headers: { 'retry-after': String(Math.max(1, wait)) } }));

/** Asking, editing and deleting a question, following it, and reporting a post. */
export const questionWriteHandlers = (ctx: AppContext): Handling[] => [
  handle(E.postQuestion, async ({ member }, { body }) => {
    const outcome = await withQuota(ctx.db, questionLimits(member.id), ctx.now(), () => postQuestion(ctx.db, member, body, ctx.now()), (o) => o.kind === 'posted');
    if (outcome.kind === 'too-many') return tooMany(outcome, QaMessages.TOO_MANY_QUESTIONS);
    return outcome.kind === 'posted' ? ok({ id: outcome.id }) : refused(outcome, QaMessages.QUESTION_NOT_FOUND);
  }),
  handle(E.editQuestion, async ({ member }, { params, body }) => {
    const outcome = await editQuestion(ctx.db, member, params.id, body, ctx.now());
    if (outcome.kind !== 'done') return refused(outcome, QaMessages.QUESTION_NOT_FOUND);
    const detail = await questionDetail(ctx.db, params.id, member.id);
    return detail ? ok(detail) : missing(QaMessages.QUESTION_NOT_FOUND);
  }),
  handle(E.deleteQuestion, async ({ member }, { params }) => {
    const outcome = await deleteQuestion(ctx.db, member.id, params.id);
    return outcome.kind === 'done' ? ok(undefined) : refused(outcome, QaMessages.QUESTION_NOT_FOUND);
  }),
  ...[E.follow, E.unfollow].map((endpoint) => handle(endpoint, async ({ member }, { params }) => {
    const state = await setFollow(ctx.db, member.id, params.id, endpoint === E.follow, ctx.now());
    return state ? ok(state) : missing(QaMessages.QUESTION_NOT_FOUND);
  })),
  handle(E.report, async ({ member }, { body }) => {
    const outcome = await reportOnce(ctx.db, member.id, body, ctx.now());
    if (outcome.kind === 'too-many') return refuse(tooManyAttempts(outcome.wait));
    return outcome.kind === 'missing' ? refuse(notFound()) : ok({ reported: true as const });
  }, { reason: () => QaMessages.REPORT_REASON_REQUIRED }),
];

/** Answering, editing and deleting an answer, and liking one. */
export const answerHandlers = (ctx: AppContext): Handling[] => [
  handle(E.answer, async ({ member }, { params, body }) => {
    const outcome = await withQuota(ctx.db, answerLimits(member.id), ctx.now(),
      () => answerQuestion(ctx.db, member, params.id, body.body, ctx.now()), (o) => o.kind === 'answered');
    if (outcome.kind === 'too-many') return tooMany(outcome, QaMessages.TOO_MANY_ANSWERS);
    return outcome.kind === 'answered' ? ok(outcome.answer) : refused(outcome, QaMessages.QUESTION_NOT_FOUND);
  }),
  handle(E.editAnswer, async ({ member }, { params, body }) => {
    const outcome = await editAnswer(ctx.db, member, params.id, body.body, ctx.now());
    return outcome.kind === 'done' ? ok({ updated: true as const }) : refused(outcome, QaMessages.ANSWER_NOT_FOUND);
  }),
  handle(E.deleteAnswer, async ({ member }, { params }) => {
    const outcome = await deleteAnswer(ctx.db, member.id, params.id);
    return outcome.kind === 'done' ? ok(undefined) : refused(outcome, QaMessages.ANSWER_NOT_FOUND);
  }),
  ...[E.like, E.unlike].map((endpoint) => handle(endpoint, async ({ member }, { params }) => {
    const state = await setLike(ctx.db, member.id, params.id, endpoint === E.like, ctx.now());
    return state ? ok(state) : missing(QaMessages.ANSWER_NOT_FOUND);
  })),
];
