import { BrandGroupBuysQuery, IdParams, PageQuery, PathParams, ReviewsQuery } from '../../../contract/catalogPagesRequests';
import type * as View from '../../../src/application/catalog/pagePorts';
import {
  toBrandGroupBuys, toBrandPage, toCategoryPage, toCurationPage, toEventBranches, toEventPage, toReviewPage,
} from '../../../src/infrastructure/http/catalogPageMappers';
import type { AppContext } from '../../context';
import { Messages } from '../../http/messages';
import { parseInput } from '../../http/validation';
import { brandGroupBuys, brandPage } from '../../services/catalogPages/brands';
import { categoryPage } from '../../services/catalogPages/categories';
import { curationPage } from '../../services/catalogPages/curations';
import { eventBranches, eventPage } from '../../services/catalogPages/events';
import { CatalogPageMessages } from '../../services/catalogPages/messages';
import { reviewList } from '../../services/catalogPages/reviews';
import { found, type ServiceCall } from './serviceCall';

const PAGE_MESSAGES = { page: () => Messages.PAGE_INVALID };
const pageOf = (page: number) => parseInput(PageQuery, { page: String(page) }, PAGE_MESSAGES).page;
const idOf = (id: number) => parseInput(IdParams, { id: String(id) }).id;
const pathOf = (path: string) => parseInput(PathParams, { path }).path;

/** CatalogPages on the page server: the services of http/routes/catalogPages.ts, same inputs, same values. */
export class InProcessCatalogPages implements View.CatalogPages {
  constructor(
    private readonly ctx: Pick<AppContext, 'db'>,
    private readonly call: ServiceCall,
  ) {}

  curation(path: string, page: number): Promise<View.CurationPage> {
    return this.call(async () => toCurationPage(found(await curationPage(this.ctx.db, pathOf(path), pageOf(page)))));
  }

  category(id: number, page: number): Promise<View.CategoryPage> {
    return this.call(async () => toCategoryPage(found(await categoryPage(this.ctx.db, idOf(id), pageOf(page)))));
  }

  brand(id: number): Promise<View.BrandPage> {
    return this.call(async () => toBrandPage(found(await brandPage(this.ctx.db, idOf(id)))));
  }

  brandGroupBuys(id: number, options: { page: number; categoryPath?: string }): Promise<View.BrandGroupBuys> {
    return this.call(async () => {
      const raw = { page: String(options.page), ...(options.categoryPath ? { category: options.categoryPath } : {}) };
      return toBrandGroupBuys(found(await brandGroupBuys(this.ctx.db, idOf(id), parseInput(BrandGroupBuysQuery, raw, PAGE_MESSAGES))));
    });
  }

  reviews(subject: View.ReviewSubject, page: number): Promise<View.ReviewPage> {
    return this.call(async () => {
      const raw = { [subject.kind]: String(subject.id), page: String(page) };
      const query = parseInput(ReviewsQuery, raw, { ...PAGE_MESSAGES, subject: () => CatalogPageMessages.REVIEW_SUBJECT_REQUIRED });
      const id = (query.groupbuy ?? query.brand ?? query.item)!;
      return toReviewPage(found(await reviewList(this.ctx.db, { kind: subject.kind, id }, query.page)));
    });
  }

  event(path: string, page: number): Promise<View.EventPage> {
    return this.call(async () => toEventPage(found(await eventPage(this.ctx.db, pathOf(path), pageOf(page)))));
  }

  eventBranches(path: string): Promise<View.EventBranches> {
    return this.call(async () => toEventBranches(found(await eventBranches(this.ctx.db, pathOf(path)))));
  }
}
