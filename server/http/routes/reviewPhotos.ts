import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ReviewPhotoParams } from '../../../contract/memberProfileRequests';
import type { AppContext } from '../../context';
import { isPublished } from '../../services/memberProfile/reviewPhotos';
import { photoFormatFor } from '../../services/photos/negotiate';
import { PHOTO_MIME, type PhotoSize } from '../../services/photos/PhotoStore';
import { notFound } from '../../api/errors';

/**
 * /images/reviews/{key} (at most 1600 px) and /images/reviews/{key}/thumb (360 px square): AVIF,
 * WebP or JPEG by the Accept header. A key's bytes never change, so caches keep them a year; a
 * photo whose member deleted the account is gone from the database at once and answers 404.
 */
export function reviewPhotoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = (size: PhotoSize) => async (request: FastifyRequest, reply: FastifyReply) => {
    const params = ReviewPhotoParams.safeParse(request.params);
    if (!params.success || !(await isPublished(ctx.db, params.data.key))) throw notFound();
    const format = photoFormatFor(request.headers.accept);
    const bytes = await ctx.photos.get(params.data.key, size, format);
    if (!bytes) throw notFound();
    return reply.type(PHOTO_MIME[format]).header('vary', 'Accept').header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff').send(bytes);
  };
  app.get('/images/reviews/:key', serve('full'));
  app.get('/images/reviews/:key/thumb', serve('thumb'));
}
