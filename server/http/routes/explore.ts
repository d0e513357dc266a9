import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ArticleDetail, ContentSuggestions, ExploreHome, GuideDetail } from '../../../contract/explore';
import { ArticleParams, ExploreSuggestQuery, GuideParams } from '../../../contract/exploreRequests';
import type { AppContext } from '../../context';
import { articleCover, guideCover } from '../../services/explore/cover';
import { articleDetail, exploreHome, exploreSuggestions, guideDetail } from '../../services/explore/explore';
import { ExploreMessages } from '../../services/explore/messages';
import { notFound } from '../errors';
import { parseInput } from '../validation';

const CoverFile = z.object({ file: z.string().regex(/^(article|guide)-[1-9]\d{0,8}\.svg$/) });
const ID_MESSAGES = { id: () => ExploreMessages.ID_INVALID };

function found<T>(value: T | null): { data: T } {
  if (value === null) throw notFound();
  return { data: value };
}

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);

/** The explore section's calls: home, article, guide, title suggestions, and the generated covers. */
export function exploreRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/explore', async (): Promise<{ data: ExploreHome }> => ({ data: await exploreHome(ctx.db) }));

  app.get('/v1/explore/articles/:id', async (request): Promise<{ data: ArticleDetail }> => {
    const { id } = parseInput(ArticleParams, request.params, ID_MESSAGES);
    return found(await articleDetail(ctx.db, id));
  });

  app.get('/v1/explore/guides/:id', async (request): Promise<{ data: GuideDetail }> => {
    const { id } = parseInput(GuideParams, request.params, ID_MESSAGES);
    return found(await guideDetail(ctx.db, id));
  });

  app.get('/v1/explore/search/suggest', async (request): Promise<{ data: ContentSuggestions }> => {
    const { query } = parseInput(ExploreSuggestQuery, request.query, { query: () => ExploreMessages.QUERY_INVALID });
    return { data: { suggestions: await exploreSuggestions(ctx.db, query) } };
  });

  app.get('/images/explore/:file', async (request, reply) => {
    const { file } = parseInput(CoverFile, request.params);
    const [kind, rest] = file.split('-');
    const id = Number.parseInt(rest, 10);
    if (kind === 'article') {
      const row = await ctx.db.selectFrom('articles').select('topic').where('id', '=', id).executeTakeFirst();
      const svg = row ? articleCover(row.topic) : null;
      if (!svg) throw notFound();
      return sendSvg(reply, svg);
    }
    const guide = await ctx.db.selectFrom('guides').select('id').where('id', '=', id).executeTakeFirst();
    if (!guide) throw notFound();
    return sendSvg(reply, guideCover(id));
  });
}
