import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PathLink } from '../../components/PathLink';
import type { Review } from '../../../domain/catalog/reviews';
import { Breadcrumbs, EmptyState, Pager } from './CatalogParts';
import { reviewsRead } from './catalogQueries';
import { formatTaipeiDate } from './formatDate';
import { CatalogCopy } from './messages';
import { RatingHeader } from './RatingHeader';
import { ReviewExtras, StarBreakdown } from './StarBreakdown';
import { Stars } from './Stars';
import { useCatalogRead } from './useCatalogRead';
import { SHOP_TOKENS } from '../../tokens';
import { readRoute } from './readRoute';
import type { RouteData } from '../../routes/RouteData';

function ReviewItem({ review }: { review: Review }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 2, borderBottom: `1px solid ${SHOP_TOKENS.divider}` }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Stars rating={review.rating} />
        <Typography component="span" sx={{ fontWeight: 700, fontSize: 14 }}>{review.nickname}</Typography>
        <Typography component="time" dateTime={new Date(review.createdAt).toISOString()} sx={{ color: 'text.secondary', fontSize: 13, ml: 'auto' }}>
          {formatTaipeiDate(review.createdAt)}
        </Typography>
      </Box>
      {review.body && <Typography sx={{ mt: 0.75, lineHeight: 1.7 }}>{review.body}</Typography>}
      <ReviewExtras sizeFit={review.sizeFit} photoUrl={review.photoUrl} photoThumbUrl={review.photoThumbUrl} />
      <Typography sx={{ mt: 0.5, color: 'text.secondary', fontSize: 12 }}>{CatalogCopy.boughtItem(review.productTitle)}</Typography>
    </Box>
  );
}

/** reviews, item-reviews and brand-reviews (SPEC §2.1): the rating, then the reviews newest first, 10 a page. */
export default function ReviewsPage() {
  const { data } = useCatalogRead(reviewsRead);
  const { subject } = data;
  const path = `${subject.url}/review`;
  const back = subject.kind === 'brand' ? CatalogCopy.backToBrand : CatalogCopy.backToSubject;
  return (
    <Container maxWidth="md" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <Breadcrumbs crumbs={[{ name: subject.title, path: subject.url }, { name: CatalogCopy.reviewsCrumb, path }]} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 1.5 }}>
        {subject.image && <img src={subject.image} alt="" width={72} height={72} style={{ borderRadius: 8, flex: 'none' }} />}
        <Box>
          <Typography component="h1" sx={{ fontSize: { xs: 19, md: 24 }, fontWeight: 800 }}>{CatalogCopy.reviewsTitle(subject.title)}</Typography>
          <RatingHeader rating={data.rating} />
          {data.starCounts && <StarBreakdown counts={data.starCounts} />}
        </Box>
      </Box>
      <PathLink to={subject.url} style={{ color: SHOP_TOKENS.brandText, fontSize: 14 }}>{back} ›</PathLink>
      {data.reviews.length === 0 ? (
        <EmptyState text={CatalogCopy.noReviews} to={subject.url} action={back} />
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0, mt: 1 }}>
          {data.reviews.map((review) => <ReviewItem key={review.id} review={review} />)}
        </Box>
      )}
      <Pager basePath={path} page={data.page} hasMore={data.hasMore} />
    </Container>
  );
}

export const route: RouteData = readRoute(async (context) => (await import('./catalogRouteMeta')).reviewsMeta(context), reviewsRead);
