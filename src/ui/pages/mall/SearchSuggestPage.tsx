import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { isSuggestType } from '../../../domain/mall/browse';
import { TOKENS } from '../../../infrastructure/di/tokens';
import { useUseCase } from '../../hooks/useUseCase';
import { PageColumn, PageHeading } from './MallParts';
import { SearchForm } from './SearchForm';
import { ExploreCopy } from '../explore/messages';
import type { RouteData } from '../../routes/RouteData';

/** SPEC §2.1 "search-suggest" (type mall, explore or qa; the loader 404s any other): a search box with suggestions as you type. */
export default function SearchSuggestPage() {
  const [search] = useSearchParams();
  const { type } = useParams();
  const scope = isSuggestType(type) ? type : 'mall';
  const reloader = useUseCase(TOKENS.PageReloader);
  // SPEC §2.2: restored from the back/forward cache, the page reloads so the box and list start fresh.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reloader.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reloader]);
  return (
    <PageColumn narrow>
      <PageHeading title={ExploreCopy.suggestTitles[scope]} />
      <SearchForm initial={search.get('query') ?? ''} scope={scope} suggest autoFocus />
    </PageColumn>
  );
}

/** Nothing to read; an unknown type is the 404 page. */
export const route: RouteData = {
  meta: async (context) => (await import('./mallMeta')).suggestMeta(context),
  queries: ({ params }) => (isSuggestType(params.type) ? [] : null),
};
