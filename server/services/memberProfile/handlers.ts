import { ErrorCode } from '../../../contract/common';
import { MemberProfileEndpoints as E } from '../../../contract/endpoints/memberProfile';
import { MemberProfileErrorCode, type BabyListBody, type ReviewCreatedBody } from '../../../contract/memberProfile';
import { ProfileMessages } from '../../../src/domain/memberProfile/messages';
import type { AppContext } from '../../context';
import { clearedAuthCookies } from '../../api/cookies';
import { handle, ok, refuse, type Handled, type Handling } from '../../api/handler';
import { HttpError, invalidInput, notFound, tooManyAttempts } from '../../api/errors';
import { listBabies, removeBaby, saveBaby, type BabyOutcome } from './babies';
import { deleteAccount, type DeleteOutcome } from './deleteAccount';
import { memberHome } from './home';
import { updateProfile } from './profile';
import { pendingReviewLines } from './reviews';
import { writeReview, type ReviewOutcome } from './writeReview';

/** Profile, babies, reviews by members and account deletion (member area): own rows only (others' ids are 404). */
export const memberProfileHandlers = (ctx: AppContext): Handling[] => [
  handle(E.home, async ({ member }) => ok(await memberHome(ctx.db, member, ctx.now()))),
  handle(E.updateProfile, async ({ member }, { body }) => {
    const outcome = await updateProfile(ctx.db, member, body, ctx.now());
    return outcome.kind === 'invalid' ? refuse(invalidInput(outcome.fields)) : ok(outcome.profile);
  }),
  handle(E.deleteAccount, async ({ member, request }, { body }) => {
    const outcome = await deleteAccount(ctx.db, member, body, ctx.now());
    if (outcome.kind !== 'deleted') return refuse(deletionRefusal(outcome));
    // After the commit: a failed removal leaves files no URL serves (their rows are gone), so it is logged, not answered.
    await ctx.photos.remove(outcome.photoKeys).catch((err: unknown) => ctx.log.error({ err, keys: outcome.photoKeys }, 'removing deleted member\'s photo files failed'));
    return ok({ deleted: true, message: ProfileMessages.ACCOUNT_DELETED }, { cookies: clearedAuthCookies(request.protocol) });
  }),
  ...babyHandlers(ctx),
  ...reviewHandlers(ctx),
];

function deletionRefusal(outcome: Exclude<DeleteOutcome, { kind: 'deleted' }>): HttpError {
  switch (outcome.kind) {
    case 'open-orders': return new HttpError(409, MemberProfileErrorCode.OPEN_ORDERS, ProfileMessages.ACCOUNT_HAS_OPEN_ORDERS);
    case 'password-required': return invalidInput({ password: ProfileMessages.PASSWORD_REQUIRED });
    case 'wrong-password':
      return new HttpError(400, MemberProfileErrorCode.PASSWORD_WRONG, ProfileMessages.PASSWORD_WRONG, { fields: { password: ProfileMessages.PASSWORD_WRONG } });
    case 'wrong-phrase':
      return new HttpError(400, MemberProfileErrorCode.CONFIRM_PHRASE_WRONG, ProfileMessages.CONFIRM_PHRASE_WRONG, { fields: { confirm: ProfileMessages.CONFIRM_PHRASE_WRONG } });
    case 'locked': return tooManyAttempts(outcome.retryAfter);
  }
}

function babyResult(outcome: BabyOutcome): Handled<BabyListBody> {
  if (outcome.kind === 'not-found') return refuse(notFound());
  if (outcome.kind === 'invalid') return refuse(invalidInput(outcome.fields));
  if (outcome.kind === 'limit') return refuse(new HttpError(409, MemberProfileErrorCode.BABY_LIMIT, ProfileMessages.BABY_LIMIT));
  return ok({ babies: outcome.babies });
}

const babyHandlers = (ctx: AppContext): Handling[] => [
  handle(E.babies, async ({ member }) => ok({ babies: await listBabies(ctx.db, member.id) })),
  handle(E.addBaby, async ({ member }, { body }) => babyResult(await saveBaby(ctx.db, member.id, null, body, ctx.now()))),
  handle(E.changeBaby, async ({ member }, { params, body }) => babyResult(await saveBaby(ctx.db, member.id, params.id, body, ctx.now()))),
  handle(E.removeBaby, async ({ member }, { params }) => babyResult(await removeBaby(ctx.db, member.id, params.id))),
];

function reviewResult(outcome: ReviewOutcome): Handled<ReviewCreatedBody> {
  switch (outcome.kind) {
    case 'not-found': return refuse(notFound());
    case 'invalid': return refuse(invalidInput(outcome.fields));
    case 'not-completed': return refuse(new HttpError(409, MemberProfileErrorCode.REVIEW_NOT_ALLOWED, ProfileMessages.REVIEW_NOT_ALLOWED));
    case 'already-reviewed': return refuse(new HttpError(409, MemberProfileErrorCode.REVIEW_ALREADY, ProfileMessages.REVIEW_ALREADY));
    case 'busy': return refuse(new HttpError(503, ErrorCode.SERVICE_UNAVAILABLE, ProfileMessages.PHOTO_BUSY));
    case 'created': return ok(outcome.review);
  }
}

const reviewHandlers = (ctx: AppContext): Handling[] => [
  handle(E.pendingReviews, async ({ member }, { query }) => ok({ lines: await pendingReviewLines(ctx.db, member.id, query.order) })),
  handle(E.writeReview, async ({ member }, { body }) => reviewResult(await writeReview(ctx.db, ctx.photos, member.id, body, ctx.now()))),
];
