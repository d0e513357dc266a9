import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { defaultOgImage } from '../../services/images/ogImage';
import { appDownloadQr } from '../../services/images/appQr';
import { branchPicture, groupBuyPicture } from '../../services/images/catalogImages';
import { cachedShareCard } from '../../services/images/shareImages';
import { cachedRasterImage } from '../../services/images/rasterImages';
import { CATALOG_IMAGE_FORMATS, CATALOG_IMAGE_WIDTHS } from '../../../src/domain/catalog/catalogImages';
import { exploreCover } from '../../services/explore/cover';
import { notFound } from '../../api/errors';
import { parseInput } from '../../api/validation';

const GroupBuyImage = z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) });
/** /images/gb/{id}-{width}.{format}: only the widths and formats the pages ask for (any other is 404, never rendered). */
const RASTER_FILE = /^(\d+)-(\d+)\.(\w+)$/;
const GroupBuyRaster = z.object({
  id: z.coerce.number().int().max(999_999_999),
  width: z.coerce.number().pipe(z.union(CATALOG_IMAGE_WIDTHS.map((w) => z.literal(w)))),
  format: z.enum(CATALOG_IMAGE_FORMATS),
});
const BranchImage = z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.svg$/) });
const ShareImage = z.object({ kind: z.enum(['gb', 'article', 'guide']), file: z.string().regex(/^\d{1,9}\.jpg$/) });

/** A share card shows the group-buy's or article's current drawing: a day in caches, then asked again. */
const SHARE_CACHE = 'public, max-age=86400';

/** Generated images never change for a given URL: cache them for a year. */
function sendImage(reply: FastifyReply, type: string, body: string | Buffer): FastifyReply {
  return reply.type(type).header('cache-control', 'public, max-age=31536000, immutable').send(body);
}

/** A group-buy's drawing rendered at one of the pages' widths, WebP or AVIF. */
async function sendRaster(reply: FastifyReply, ctx: AppContext, [, id, width, format]: RegExpExecArray): Promise<FastifyReply> {
  const asked = GroupBuyRaster.safeParse({ id, width, format });
  if (!asked.success) throw notFound();
  const { data } = asked;
  const image = await cachedRasterImage(`gb/${data.id}-${data.width}.${data.format}`, () => groupBuyPicture(ctx.db, data.id), data.width, data.format);
  if (!image) throw notFound();
  return sendImage(reply, `image/${data.format}`, image);
}

/** Generated catalog images (/images/gb/{id}.svg and its renderings /images/gb/{id}-{w}.{webp|avif}, /images/branch/{path}.svg) and the default share image. */
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
    const raster = RASTER_FILE.exec((request.params as { file: string }).file);
    if (raster) return sendRaster(reply, ctx, raster);
    const svg = await groupBuyPicture(ctx.db, Number.parseInt(parseInput(GroupBuyImage, request.params).file, 10));
    if (!svg) throw notFound();
    return sendImage(reply, 'image/svg+xml; charset=utf-8', svg);
  });

  // Link previews (og:image): a raster card, since LINE and Facebook do not reliably render SVG.
  app.get('/images/share/:kind/:file', async (request, reply) => {
    const { kind, file } = parseInput(ShareImage, request.params);
    const id = Number.parseInt(file, 10);
    const drawing = kind === 'gb' ? () => groupBuyPicture(ctx.db, id) : () => exploreCover(ctx.db, kind, id);
    const card = await cachedShareCard(`${kind}/${id}`, drawing);
    if (!card) throw notFound();
    return reply.type('image/jpeg').header('cache-control', SHARE_CACHE).send(card);
  });

  app.get('/images/branch/:file', async (request, reply) => {
    const svg = await branchPicture(ctx.db, parseInput(BranchImage, request.params).file.replace(/\.svg$/, ''));
    if (!svg) throw notFound();
    return sendImage(reply, 'image/svg+xml; charset=utf-8', svg);
  });
}
