import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { findTag } from '../../../domain/qa/qaNav';
import { useContainer } from '../../di/ContainerProvider';
import { pagePath } from './format';
import { QaCopy } from './messages';
import { qaCategoriesQuery, qaId, qaPage, questionListQuery } from './queries';
import { Chip, Pager, QuestionList } from './QuestionList';

/** qaCategory and qaTag (SPEC §2.1): a category's questions with its situational tags, or one tag's questions. */
export default function QaListPage() {
  const container = useContainer();
  const id = qaId(useParams().id) ?? 0;
  const isTag = useLocation().pathname.startsWith('/qa/tags/');
  const page = qaPage(useSearchParams()[0].get('page'));
  const { data: categories } = useSuspenseQuery(qaCategoriesQuery(container));
  const { data: list } = useSuspenseQuery(questionListQuery(container, { sort: 'recent', categoryId: isTag ? null : id, tagId: isTag ? id : null, page }));
  const found = isTag ? findTag(categories, id) : null;
  const category = found?.category ?? categories.find((c) => c.id === id);
  const title = found ? found.tag.name : (category?.name ?? QaCopy.forumName);
  const base = isTag ? `/qa/tags/${id}` : `/qa/categories/${id}`;
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1 }}>
          {found && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}><Link to={`/qa/categories/${found.category.id}`} style={{ color: 'inherit' }}>{QaCopy.tagOf(found.category.name)}</Link></Typography>}
          <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>{found ? `#${title}` : title}</Typography>
        </Box>
        <Button component={Link} to="/qa/post" variant="contained">{QaCopy.ask}</Button>
      </Box>
      {category && !found && <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{category.description}</Typography>}
      {category && (
        <Box component="nav" aria-label={QaCopy.tagOf(category.name)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {category.situationalTags.map((t) => <Chip key={t.id} to={`/qa/tags/${t.id}`} current={isTag && t.id === id}>{`#${t.name}`}</Chip>)}
        </Box>
      )}
      <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}>{QaCopy.results(list.total)}</Typography>
      <QuestionList questions={list.questions} />
      <Pager list={list} path={pagePath(base)} />
    </Container>
  );
}
