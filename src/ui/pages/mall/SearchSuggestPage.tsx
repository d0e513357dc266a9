import { useEffect } from 'react';
import Container from '@mui/material/Container';
import { useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../../infrastructure/di/tokens';
import { useUseCase } from '../../hooks/useUseCase';
import { PageHeading } from './MallParts';
import { SearchForm } from './SearchForm';
import { MallCopy } from './messages';

/** SPEC §2.1 "search-suggest" (type mall): a search box with suggestions as you type. */
export default function SearchSuggestPage() {
  const [search] = useSearchParams();
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
    <Container maxWidth="md" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <PageHeading title={MallCopy.searchTitle} />
      <SearchForm initial={search.get('query') ?? ''} suggest autoFocus />
    </Container>
  );
}
