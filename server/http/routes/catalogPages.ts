import type { FastifyInstance } from 'fastify';
import type {
  BrandGroupBuys, BrandPage, CategoryPage, CurationPage, EventBranches, EventPage, ReviewList,
} from '../../../contract/catalogPages';
import { BrandGroupBuysQuery, IdParams, PageQuery, PathParams, ReviewsQuery } from '../../../contract/catalogPagesRequests';
import type { AppContext } from '../../context';
import { brandGroupBuys, brandPage } from '../../services/catalogPages/brands';
import { categoryPage } from '../../services/catalogPages/categories';
import { curationPage } from '../../services/catalogPages/curations';
import { eventBranches, eventPage } from '../../services/catalogPages/events';
import { CatalogPageMessages } from '../../services/catalogPages/messages';
import { reviewList } from '../../services/catalogPages/reviews';
import { notFound } from '../errors';
import { Messages } from '../messages';
import { parseInput, type FieldMessage } from '../validation';

const PAGE_MESSAGES: Record<string, FieldMessage> = { page: () => Messages.PAGE_INVALID };

/** Unknown ids and paths are not found; a malformed one is a bad input (400). */
function found<T>(value: T | null): { data: T } {
  if (value === null) throw notFound();
  return { data: value };
}

/** The catalog pages' calls: curation, category, brand, reviews and event (DESIGN.md API conventions). */
export function catalogPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v3/shopping/curation/:path', async (request): Promise<{ data: CurationPage }> => {
    const { path } = parseInput(PathParams, request.params);
    const { page } = parseInput(PageQuery, request.query, PAGE_MESSAGES);
    return found(await curationPage(ctx.db, path, page));
  });

  app.get('/v3/shopping/category/:id', async (request): Promise<{ data: CategoryPage }> => {
    const { id } = parseInput(IdParams, request.params);
    const { page } = parseInput(PageQuery, request.query, PAGE_MESSAGES);
    return found(await categoryPage(ctx.db, id, page));
  });

  app.get('/v3/shopping/brand/:id', async (request): Promise<{ data: BrandPage }> => {
    const { id } = parseInput(IdParams, request.params);
    return found(await brandPage(ctx.db, id));
  });

  app.get('/v3/shopping/brand/:id/groupbuys', async (request): Promise<{ data: BrandGroupBuys }> => {
    const { id } = parseInput(IdParams, request.params);
    const query = parseInput(BrandGroupBuysQuery, request.query, PAGE_MESSAGES);
    return found(await brandGroupBuys(ctx.db, id, query));
  });

  app.get('/v3/shopping/reviews', async (request): Promise<{ data: ReviewList }> => {
    const query = parseInput(ReviewsQuery, request.query, { ...PAGE_MESSAGES, subject: () => CatalogPageMessages.REVIEW_SUBJECT_REQUIRED });
    const kind = query.groupbuy !== undefined ? 'groupbuy' : query.brand !== undefined ? 'brand' : 'item';
    const id = (query.groupbuy ?? query.brand ?? query.item)!;
    return found(await reviewList(ctx.db, { kind, id }, query.page));
  });

  app.get('/v3/shopping/event/:path', async (request): Promise<{ data: EventPage }> => {
    const { path } = parseInput(PathParams, request.params);
    const { page } = parseInput(PageQuery, request.query, PAGE_MESSAGES);
    return found(await eventPage(ctx.db, path, page));
  });

  app.get('/v3/shopping/event/:path/branches', async (request): Promise<{ data: EventBranches }> => {
    const { path } = parseInput(PathParams, request.params);
    return found(await eventBranches(ctx.db, path));
  });
}
