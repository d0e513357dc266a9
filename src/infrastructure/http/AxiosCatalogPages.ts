import type { AxiosInstance } from 'axios';
import type { z } from 'zod/mini';
import {
  BrandGroupBuys, BrandPage, CategoryPage, CurationPage, EventBranches, EventPage, ReviewList,
} from '../../../contract/catalogPages';
import { envelope } from '../../../contract/common';
import type * as View from '../../application/catalog/pagePorts';
import {
  toBrandGroupBuys, toBrandPage, toCategoryPage, toCurationPage, toEventBranches, toEventPage, toReviewPage,
} from './catalogPageMappers';

const seg = encodeURIComponent;

/** The catalog pages' calls; a 404 answer becomes the not-found client error in the shared client. */
export class AxiosCatalogPages implements View.CatalogPages {
  constructor(private readonly http: AxiosInstance) {}

  private async get<S extends z.ZodMiniType>(schema: S, path: string, params?: object): Promise<z.infer<S>> {
    const response = await this.http.get(path, { params });
    const body = envelope(schema).parse(response.data) as { data: z.infer<S> };
    return body.data;
  }

  async curation(path: string, page: number): Promise<View.CurationPage> {
    return toCurationPage(await this.get(CurationPage, `/v3/shopping/curation/${seg(path)}`, { page }));
  }

  async category(id: number, page: number): Promise<View.CategoryPage> {
    return toCategoryPage(await this.get(CategoryPage, `/v3/shopping/category/${id}`, { page }));
  }

  async brand(id: number): Promise<View.BrandPage> {
    return toBrandPage(await this.get(BrandPage, `/v3/shopping/brand/${id}`));
  }

  async brandGroupBuys(id: number, options: { page: number; categoryPath?: string }): Promise<View.BrandGroupBuys> {
    const params = { page: options.page, ...(options.categoryPath ? { category: options.categoryPath } : {}) };
    return toBrandGroupBuys(await this.get(BrandGroupBuys, `/v3/shopping/brand/${id}/groupbuys`, params));
  }

  async reviews(subject: View.ReviewSubject, page: number): Promise<View.ReviewPage> {
    return toReviewPage(await this.get(ReviewList, '/v3/shopping/reviews', { [subject.kind]: subject.id, page }));
  }

  async event(path: string, page: number): Promise<View.EventPage> {
    return toEventPage(await this.get(EventPage, `/v3/shopping/event/${seg(path)}`, { page }));
  }

  async eventBranches(path: string): Promise<View.EventBranches> {
    return toEventBranches(await this.get(EventBranches, `/v3/shopping/event/${seg(path)}/branches`));
  }
}
