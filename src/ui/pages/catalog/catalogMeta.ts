import type { GroupBuyCard } from '../../../domain/catalog/GroupBuyCard';
import type { RatingSummary } from '../../../domain/catalog/reviews';
import { pageMeta, type PageMeta } from '../../meta/PageMeta';
import type { MetaContext } from '../../routes/RouteData';
import type { Crumb } from './CatalogParts';
import type { CatalogRead } from './catalogQueries';

export type JsonLd = Record<string, unknown>;

export const itemListLd = (origin: string, name: string, cards: GroupBuyCard[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name,
  itemListElement: cards.slice(0, 20).map((card, index) => ({ '@type': 'ListItem', position: index + 1, url: `${origin}${card.url}`, name: card.title })),
});

export const breadcrumbLd = (origin: string, crumbs: Crumb[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [{ name: '首頁', path: '/' }, ...crumbs].map((crumb, index) => ({
    '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${origin}${crumb.path}`,
  })),
});

/** schema.org AggregateRating, only when there is something to average (Google rejects a count of 0). */
export const aggregateRatingLd = (rating: RatingSummary): JsonLd =>
  rating.average === null || rating.count === 0
    ? {}
    : { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } };

/** The page's data as its loader cached it; undefined when the loader did not run (then the defaults show). */
export function cached<I, T>(read: CatalogRead<I, T>, { queryClient, params, url }: MetaContext): T | undefined {
  const input = read.input(params, url.searchParams);
  return input === null ? undefined : queryClient.getQueryData<T>(read.key(input));
}

/** Canonical keeps `?page=` beyond the first page, so every page of a list is its own document. */
export const canonicalFor = (path: string, url: URL): string => {
  const page = url.searchParams.get('page');
  return page && page !== '1' ? `${path}?page=${page}` : path;
};

/** A meta function that reads the page's cached data and builds the meta from it. */
export const metaFrom =
  <I, T>(read: CatalogRead<I, T>, build: (data: T, url: URL) => Partial<PageMeta> & { title: string }) =>
  (context: MetaContext): PageMeta => {
    const data = cached(read, context);
    return data === undefined ? pageMeta({ robots: 'noindex' }) : pageMeta(build(data, context.url));
  };
