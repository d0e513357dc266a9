import type { MetaContext } from '../../routes/RouteData';
import { pageMeta } from '../../meta/PageMeta';
import { queryKeys } from '../../app/queries';
import type { HomePage } from '../../../application/catalog/LoadHomePage';

/** Home meta: default title and image, plus an ItemList of the newest group-buys. */
export function homeMeta({ queryClient, url }: MetaContext) {
  const data = queryClient.getQueryData<HomePage>(queryKeys.home);
  const items = data?.newest.cards.slice(0, 10) ?? [];
  return pageMeta({
    canonicalPath: '/',
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'WebSite', name: '寶貝揪團', url: url.origin, potentialAction: { '@type': 'SearchAction', target: `${url.origin}/groupbuy/search?query={query}`, 'query-input': 'required name=query' } },
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: '最新團購',
        itemListElement: items.map((card, index) => ({ '@type': 'ListItem', position: index + 1, url: `${url.origin}${card.url}`, name: card.title })),
      },
    ],
  });
}
