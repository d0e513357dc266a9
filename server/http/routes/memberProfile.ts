import type { FastifyInstance } from 'fastify';
import { AvatarParams } from '../../../contract/memberProfileRequests';
import { isAvatarId } from '../../../src/domain/memberProfile/profile';
import type { AppContext } from '../../context';
import { avatarSvg } from '../../services/memberProfile/avatars';
import { notFound } from '../../api/errors';
import { parseInput } from '../../api/validation';
import { reviewPhotoRoutes } from './reviewPhotos';

/**
 * The member profile's images: generated avatars and review photos. Its JSON endpoints are declared in
 * contract/endpoints/memberProfile.ts (handlers in services/memberProfile/handlers.ts).
 */
export function memberProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/images/avatars/:file', async (request, reply) => {
    const id = parseInput(AvatarParams, request.params).file.replace(/\.svg$/, '');
    if (!isAvatarId(id)) throw notFound();
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(avatarSvg(id));
  });
  reviewPhotoRoutes(app, ctx);
}
