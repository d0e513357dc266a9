import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { BRANCHES, type Shape, type SubCategory } from '../../db/seed/taxonomy';
import { defaultOgImage } from '../../services/images/ogImage';
import { productIllustration } from '../../services/images/svg';
import { appDownloadQr } from '../../services/images/appQr';
import { NOUN_SHAPES } from '../../services/images/productShapes';
import { notFound } from '../errors';
import { parseInput } from '../validation';

const SUB_BY_PATH = new Map<string, SubCategory>(
  BRANCHES.flatMap((b) => b.mains.flatMap((m) => m.subs.map((s) => [`${b.path}/${m.slug}/${s.slug}`, s] as const))),
);
const SHAPE_BY_ICON: Record<string, Shape> = { shirt: 'shirt', bottle: 'bottle', moon: 'moon', stroller: 'stroller', block: 'block', drop: 'drop', flower: 'flower', heart: 'heart', house: 'house' };

const GroupBuyImage = z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) });
const BranchImage = z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.svg$/) });

/** Generated images never change for a given URL: cache them for a year. */
function sendImage(reply: FastifyReply, type: string, body: string | Buffer): FastifyReply {
  return reply.type(type).header('cache-control', 'public, max-age=31536000, immutable').send(body);
}

/** Generated catalog images (/images/gb/{id}.svg, /images/branch/{path}.svg) and the default share image. */
export function imageRoutes(app: FastifyInstance, ctx: AppContext): void {
  let ogImage: Buffer | null = null;

  app.get('/images/og-default.png', async (_request, reply) => {
    ogImage ??= defaultOgImage();
    return sendImage(reply, 'image/png', ogImage);
  });

  let appQr: string | null = null;
  app.get('/images/app-qr.svg', async (_request, reply) => {
    appQr ??= await appDownloadQr(ctx.config.publicOrigin);
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(appQr);
  });

  app.get('/images/gb/:file', async (request, reply) => {
    const id = Number.parseInt(parseInput(GroupBuyImage, request.params).file, 10);
    const row = await ctx.db.selectFrom('group_buys')
      .innerJoin('categories', 'categories.id', 'group_buys.category_id')
      .innerJoin('branches', 'branches.id', 'group_buys.branch_id')
      .select(['group_buys.short_name', 'group_buys.is_adult_only', 'categories.path', 'branches.color'])
      .where('group_buys.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    // short_name is the goods' noun (紙尿褲, 推車, …): draw that thing, else the sub category's silhouette.
    const shape = NOUN_SHAPES[row.short_name] ?? SUB_BY_PATH.get(row.path)?.shape ?? 'star';
    const svg = productIllustration({ color: row.color, shape, label: row.short_name, badge: row.is_adult_only ? '限制級' : null });
    return sendImage(reply, 'image/svg+xml; charset=utf-8', svg);
  });

  app.get('/images/branch/:file', async (request, reply) => {
    const path = parseInput(BranchImage, request.params).file.replace(/\.svg$/, '');
    const branch = await ctx.db.selectFrom('branches').select(['name', 'icon', 'color']).where('path', '=', path).executeTakeFirst();
    if (!branch) throw notFound();
    const svg = productIllustration({ color: branch.color, shape: SHAPE_BY_ICON[branch.icon] ?? 'star', label: branch.name });
    return sendImage(reply, 'image/svg+xml; charset=utf-8', svg);
  });
}
