import { CatalogPageEndpoints as E } from '../../../contract/endpoints/catalogPages';
import type * as View from '../../application/catalog/pagePorts';
import type { ApiClient } from './ApiClient';
import {
  toBrandGroupBuys, toBrandPage, toCategoryPage, toCurationPage, toEventBranches, toEventPage, toReviewPage,
} from './catalogPageMappers';

/** The catalog pages' calls; a 404 answer becomes the not-found client error in the shared client. */
export class ApiCatalogPages implements View.CatalogPages {
  constructor(private readonly api: ApiClient) {}

  async curation(path: string, page: number): Promise<View.CurationPage> {
    return toCurationPage(await this.api.call(E.curation, { params: { path }, query: { page } }));
  }

  async category(id: number, page: number): Promise<View.CategoryPage> {
    return toCategoryPage(await this.api.call(E.category, { params: { id }, query: { page } }));
  }

  async brand(id: number): Promise<View.BrandPage> {
    return toBrandPage(await this.api.call(E.brand, { params: { id } }));
  }

  async brandGroupBuys(id: number, options: { page: number; categoryPath?: string }): Promise<View.BrandGroupBuys> {
    const query = { page: options.page, ...(options.categoryPath ? { category: options.categoryPath } : {}) };
    return toBrandGroupBuys(await this.api.call(E.brandGroupBuys, { params: { id }, query }));
  }

  async reviews(subject: View.ReviewSubject, page: number): Promise<View.ReviewPage> {
    return toReviewPage(await this.api.call(E.reviews, { query: { [subject.kind]: subject.id, page } }));
  }

  async event(path: string, page: number): Promise<View.EventPage> {
    return toEventPage(await this.api.call(E.event, { params: { path }, query: { page } }));
  }

  async eventBranches(path: string): Promise<View.EventBranches> {
    return toEventBranches(await this.api.call(E.eventBranches, { params: { path } }));
  }
}
