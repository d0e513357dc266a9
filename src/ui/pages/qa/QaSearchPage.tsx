import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useContainer } from '../../di/ContainerProvider';
import { SearchForm } from '../mall/SearchForm';
import { pagePath } from './format';
import { QaCopy } from './messages';
import { qaPage, qaSearchQuery } from './queries';
import { Pager, QuestionList } from './QuestionList';

/** qa search (SPEC §2.1): a search box with suggestions and the matching questions, newest first. */
export default function QaSearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim().slice(0, 50);
  const page = qaPage(params.get('page'));
  const { data: list } = useSuspenseQuery(qaSearchQuery(useContainer(), query, page));
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, py: 2 }}>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 1.5 }}>{QaCopy.searchTitle(query)}</Typography>
      <Box sx={{ mb: 2 }}><SearchForm key={query} scope="qa" suggest initial={query} autoFocus={query === ''} /></Box>
      {query === '' ? (
        <Typography sx={{ color: 'text.secondary' }}>{QaCopy.searchHint}</Typography>
      ) : (
        <>
          <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}>{QaCopy.results(list.total)}</Typography>
          <QuestionList questions={list.questions} emptyText={QaCopy.searchEmpty(query)} />
          <Pager list={list} path={pagePath(`/qa/search?query=${encodeURIComponent(query)}`)} />
        </>
      )}
    </Container>
  );
}
