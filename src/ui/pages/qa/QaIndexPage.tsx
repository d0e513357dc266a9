import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useContainer } from '../../di/ContainerProvider';
import { SearchForm } from '../mall/SearchForm';
import { QaCopy } from './messages';
import { questionListQuery } from './queries';
import { QuestionList } from './QuestionList';

/** qaIndex (SPEC §2.1): the forum's front page with recent and popular questions. */
export default function QaIndexPage() {
  const container = useContainer();
  const { data: recent } = useSuspenseQuery(questionListQuery(container, { sort: 'recent', categoryId: null, tagId: null, page: 1 }));
  const { data: popular } = useSuspenseQuery(questionListQuery(container, { sort: 'popular', categoryId: null, tagId: null, page: 1 }));
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, flex: 1 }}>{QaCopy.forumName}</Typography>
        <Button component={Link} to="/qa/post" variant="contained">{QaCopy.ask}</Button>
      </Box>
      <Box sx={{ mb: 2 }}><SearchForm scope="qa" suggest /></Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 3 }}>
        <Box component="section" aria-labelledby="qa-recent">
          <Typography id="qa-recent" component="h2" sx={{ fontSize: 19, fontWeight: 700, mb: 1 }}>{QaCopy.recent}</Typography>
          <QuestionList questions={recent.questions} />
          {recent.totalPages > 1 && <Box sx={{ textAlign: 'center', py: 1 }}><Link to="/qa/search" style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>{QaCopy.searchHint}</Link></Box>}
        </Box>
        <Box component="section" aria-labelledby="qa-popular">
          <Typography id="qa-popular" component="h2" sx={{ fontSize: 19, fontWeight: 700, mb: 1 }}>{QaCopy.popular}</Typography>
          <QuestionList questions={popular.questions.slice(0, 10)} />
        </Box>
      </Box>
    </Container>
  );
}
