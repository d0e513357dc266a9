import type { GroupBuyCard } from '../../domain/catalog/GroupBuyCard';

/** schema.org ItemList of the cards on a list page. */
export const itemListJsonLd = (origin: string, name: string, cards: GroupBuyCard[]): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name,
  itemListElement: cards.map((card, index) => ({ '@type': 'ListItem', position: index + 1, url: `${origin}${card.url}`, name: card.title })),
});

/** schema.org BreadcrumbList from [name, path] pairs, home first. */
export const breadcrumbJsonLd = (origin: string, crumbs: [string, string][]): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${origin}${path}` })),
});
