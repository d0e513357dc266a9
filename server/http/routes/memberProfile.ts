import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '../../../contract/common';
import { MemberProfileErrorCode } from '../../../contract/memberProfile';
import {
  AvatarParams, BabyIdParams, BabyRequest, DeleteAccountRequest, PendingReviewsQuery, ProfileRequest, ReviewRequest,
} from '../../../contract/memberProfileRequests';
import { ProfileMessages } from '../../../src/domain/memberProfile/messages';
import { isAvatarId } from '../../../src/domain/memberProfile/profile';
import type { AppContext } from '../../context';
import { avatarSvg } from '../../services/memberProfile/avatars';
import { listBabies, removeBaby, saveBaby, type BabyOutcome } from '../../services/memberProfile/babies';
import { deleteAccount } from '../../services/memberProfile/deleteAccount';
import { memberHome } from '../../services/memberProfile/home';
import { updateProfile } from '../../services/memberProfile/profile';
import { pendingReviewLines } from '../../services/memberProfile/reviews';
import { writeReview } from '../../services/memberProfile/writeReview';
import { requireMember } from '../authContext';
import { clearAuthCookies } from '../cookies';
import { HttpError, invalidInput, notFound, tooManyAttempts } from '../errors';
import { reviewPhotoRoutes } from './reviewPhotos';
import { parseInput } from '../validation';

/** A member's own data: never kept by a browser or a shared cache. */
const personal = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

function babyResult(outcome: BabyOutcome) {
  if (outcome.kind === 'not-found') throw notFound();
  if (outcome.kind === 'invalid') throw invalidInput(outcome.fields);
  if (outcome.kind === 'limit') throw new HttpError(409, MemberProfileErrorCode.BABY_LIMIT, ProfileMessages.BABY_LIMIT);
  return { data: { babies: outcome.babies } };
}

/** Profile, babies, reviews by members and account deletion (member area): signed-in only, own rows only (others' ids are 404). */
export function memberProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/member/home', async (request, reply) => {
    const member = await requireMember(ctx, request);
    personal(reply);
    return { data: await memberHome(ctx.db, member, ctx.now()) };
  });

  app.patch('/v1/member/profile', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const outcome = await updateProfile(ctx.db, member, parseInput(ProfileRequest, request.body), ctx.now());
    if (outcome.kind === 'invalid') throw invalidInput(outcome.fields);
    personal(reply);
    return { data: outcome.profile };
  });

  babyRoutes(app, ctx);
  reviewRoutes(app, ctx);
  avatarRoutes(app);
  reviewPhotoRoutes(app, ctx);

  app.post('/v1/member/delete-account', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const input = parseInput(DeleteAccountRequest, request.body);
    const outcome = await deleteAccount(ctx.db, member, input, ctx.now());
    switch (outcome.kind) {
      case 'open-orders': throw new HttpError(409, MemberProfileErrorCode.OPEN_ORDERS, ProfileMessages.ACCOUNT_HAS_OPEN_ORDERS);
      case 'password-required': throw invalidInput({ password: ProfileMessages.PASSWORD_REQUIRED });
      case 'wrong-password':
        throw new HttpError(400, MemberProfileErrorCode.PASSWORD_WRONG, ProfileMessages.PASSWORD_WRONG, { fields: { password: ProfileMessages.PASSWORD_WRONG } });
      case 'wrong-phrase':
        throw new HttpError(400, MemberProfileErrorCode.CONFIRM_PHRASE_WRONG, ProfileMessages.CONFIRM_PHRASE_WRONG, { fields: { confirm: ProfileMessages.CONFIRM_PHRASE_WRONG } });
      case 'locked': throw tooManyAttempts(outcome.retryAfter);
      case 'deleted':
        // After the commit: a failed removal leaves files no URL serves (their rows are gone), so it is logged, not answered.
        await ctx.photos.remove(outcome.photoKeys).catch((err: unknown) => request.log.error({ err, keys: outcome.photoKeys }, 'removing deleted member\'s photo files failed'));
        clearAuthCookies(request, reply);
        personal(reply);
        return { data: { deleted: true, message: ProfileMessages.ACCOUNT_DELETED } };
    }
  });
}

function babyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/member/babies', async (request, reply) => {
    const member = await requireMember(ctx, request);
    personal(reply);
    return { data: { babies: await listBabies(ctx.db, member.id) } };
  });

  app.post('/v1/member/babies', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const result = babyResult(await saveBaby(ctx.db, member.id, null, parseInput(BabyRequest, request.body), ctx.now()));
    return personal(reply).code(201).send(result);
  });

  app.put('/v1/member/babies/:id', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { id } = parseInput(BabyIdParams, request.params);
    personal(reply);
    return babyResult(await saveBaby(ctx.db, member.id, id, parseInput(BabyRequest, request.body), ctx.now()));
  });

  app.delete('/v1/member/babies/:id', async (request, reply) => {
    const member = await requireMember(ctx, request);
    personal(reply);
    return babyResult(await removeBaby(ctx.db, member.id, parseInput(BabyIdParams, request.params).id));
  });
}

function reviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/reviews/pending', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { order } = parseInput(PendingReviewsQuery, request.query);
    personal(reply);
    return { data: { lines: await pendingReviewLines(ctx.db, member.id, order) } };
  });

  // A photo of up to 2 MB arrives base64 inside the JSON body (about 2.7 MB).
  app.post('/v1/reviews', { bodyLimit: 3 * 1024 * 1024 }, async (request, reply) => {
    const member = await requireMember(ctx, request);
    const outcome = await writeReview(ctx.db, ctx.photos, member.id, parseInput(ReviewRequest, request.body), ctx.now());
    switch (outcome.kind) {
      case 'not-found': throw notFound();
      case 'invalid': throw invalidInput(outcome.fields);
      case 'not-completed': throw new HttpError(409, MemberProfileErrorCode.REVIEW_NOT_ALLOWED, ProfileMessages.REVIEW_NOT_ALLOWED);
      case 'already-reviewed': throw new HttpError(409, MemberProfileErrorCode.REVIEW_ALREADY, ProfileMessages.REVIEW_ALREADY);
      case 'busy': throw new HttpError(503, ErrorCode.SERVICE_UNAVAILABLE, ProfileMessages.PHOTO_BUSY);
      case 'created': return reply.code(201).send({ data: outcome.review });
    }
  });
}

function avatarRoutes(app: FastifyInstance): void {
  app.get('/images/avatars/:file', async (request, reply) => {
    const id = parseInput(AvatarParams, request.params).file.replace(/\.svg$/, '');
    if (!isAvatarId(id)) throw notFound();
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(avatarSvg(id));
  });
}
