import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { exploreCover } from '../../services/explore/cover';
import { notFound } from '../../api/errors';
import { parseInput } from '../../api/validation';

const CoverFile = z.object({ file: z.string().regex(/^(article|guide)-[1-9]\d{0,8}\.svg$/) });

/** The explore section's generated covers (an SVG, not JSON: the section's API is declared in contract/endpoints/explore.ts). */
export function exploreRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/images/explore/:file', async (request, reply) => {
    const { file } = parseInput(CoverFile, request.params);
    const [kind, rest] = file.split('-');
    const svg = await exploreCover(ctx.db, kind as 'article' | 'guide', Number.parseInt(rest, 10));
    if (!svg) throw notFound();
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
