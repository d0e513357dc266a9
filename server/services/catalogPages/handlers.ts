import { CatalogPageEndpoints as E } from '../../../contract/endpoints/catalogPages';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handled, type Handling } from '../../api/handler';
import { notFound } from '../../api/errors';
import { Messages } from '../../api/messages';
import type { FieldMessage } from '../../api/validation';
import { brandGroupBuys, brandPage } from './brands';
import { categoryPage } from './categories';
import { curationPage } from './curations';
import { eventBranches, eventPage } from './events';
import { CatalogPageMessages } from './messages';
import { reviewList } from './reviews';

const PAGE_MESSAGES: Record<string, FieldMessage> = { page: () => Messages.PAGE_INVALID };

/** Unknown ids and paths are not found; a malformed one was already a bad input (400). */
const found = <T>(value: T | null): Handled<T> => (value === null ? refuse(notFound()) : ok(value));

/** The catalog pages' reads: curation, category, brand, reviews and event (DESIGN.md API conventions). */
export const catalogPageHandlers = (ctx: AppContext): Handling[] => [
  handle(E.curation, async (_caller, { params, query }) => found(await curationPage(ctx.db, params.path, query.page)), PAGE_MESSAGES),
  handle(E.category, async (_caller, { params, query }) => found(await categoryPage(ctx.db, params.id, query.page)), PAGE_MESSAGES),
  handle(E.brand, async (_caller, { params }) => found(await brandPage(ctx.db, params.id))),
  handle(E.brandGroupBuys, async (_caller, { params, query }) => found(await brandGroupBuys(ctx.db, params.id, query)), PAGE_MESSAGES),
  handle(E.reviews, async (_caller, { query }) => {
    const kind = query.groupbuy !== undefined ? 'groupbuy' : query.brand !== undefined ? 'brand' : 'item';
    const id = (query.groupbuy ?? query.brand ?? query.item)!;
    return found(await reviewList(ctx.db, { kind, id }, query.page));
  }, { ...PAGE_MESSAGES, subject: () => CatalogPageMessages.REVIEW_SUBJECT_REQUIRED }),
  handle(E.event, async (_caller, { params, query }) => found(await eventPage(ctx.db, params.path, query.page)), PAGE_MESSAGES),
  handle(E.eventBranches, async (_caller, { params }) => found(await eventBranches(ctx.db, params.path))),
];
