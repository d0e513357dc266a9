import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PathLink } from '../../components/PathLink';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { Breadcrumbs } from '../catalog/CatalogParts';
import { formatTaipeiDate } from '../catalog/formatDate';
import { useCatalogRead } from '../catalog/useCatalogRead';
import { Cover, proseSx } from './ExploreParts';
import { articleRead } from './exploreQueries';
import { ExploreCopy } from './messages';
import { SHOP_TOKENS } from '../../tokens';
import { readRoute } from '../catalog/readRoute';
import type { RouteData } from '../../routes/RouteData';

/** article (SPEC §2.1): one of the 25 fixed articles, with its tips and the group-buys it mentions. */
export default function ArticlePage() {
  const { data: article } = useCatalogRead(articleRead);
  const path = `/articles/${article.id}`;
  return (
    <Container component="article" maxWidth="md" sx={{ px: { xs: 2, md: 3 }, pb: 5 }}>
      <Breadcrumbs crumbs={[{ name: ExploreCopy.title, path: '/explore' }, { name: article.title, path }]} />
      <Typography sx={{ fontSize: 13, color: SHOP_TOKENS.brandText, fontWeight: 700 }}>{article.topicName}</Typography>
      <Typography component="h1" sx={{ mt: 0.5, fontSize: { xs: 24, md: 32 }, fontWeight: 800, lineHeight: 1.4 }}>{article.title}</Typography>
      <Typography sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }}>
        {ExploreCopy.byAuthor(article.author)}・<time dateTime={new Date(article.publishedAt).toISOString()}>{formatTaipeiDate(article.publishedAt)}</time>・{ExploreCopy.readingTime(article.readingMinutes)}
      </Typography>
      <Box sx={{ mt: 2 }}><Cover src={article.cover} alt={article.title} eager /></Box>
      <Box sx={proseSx}>
        <Typography component="p" sx={{ fontSize: 'inherit', lineHeight: 'inherit', fontWeight: 700, color: SHOP_TOKENS.textSoft, mt: 2.5 }}>{article.summary}</Typography>
        {article.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => <p key={p}>{p}</p>)}
          </section>
        ))}
      </Box>
      {article.tips.length > 0 && (
        <Box component="aside" aria-labelledby="article-tips" sx={{ mt: 3, p: { xs: 2, md: 2.5 }, bgcolor: SHOP_TOKENS.noticeBackground, borderRadius: 3 }}>
          <Typography id="article-tips" component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>{ExploreCopy.tips}</Typography>
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, fontSize: 16, lineHeight: 1.8 }}>
            {article.tips.map((tip) => <li key={tip}>{tip}</li>)}
          </Box>
        </Box>
      )}
      {article.groupBuys.length > 0 && (
        <Box component="section" aria-labelledby="article-related" sx={{ mt: 4 }}>
          <Typography id="article-related" component="h2" sx={{ fontSize: { xs: 18, md: 22 }, fontWeight: 700 }}>{ExploreCopy.related}</Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1.5 }}>{ExploreCopy.relatedHint}</Typography>
          <GroupBuyGrid cards={article.groupBuys} />
        </Box>
      )}
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <PathLink to="/explore" style={{ color: SHOP_TOKENS.brandText, fontWeight: 700 }}>{ExploreCopy.backToExplore}</PathLink>
      </Box>
    </Container>
  );
}

export const route: RouteData = readRoute(async (context) => (await import('./exploreMeta')).articleMeta(context), articleRead);
