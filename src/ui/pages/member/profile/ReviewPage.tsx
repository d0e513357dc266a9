import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useContainer } from '../../../di/ContainerProvider';
import { SHOP_COLORS, SHOP_TOKENS } from '../../../tokens';
import { numericId } from '../../purchase/queries';
import { MemberShell } from '../MemberShell';
import { pendingReviewsQuery } from './memberProfileQueries';
import { ReviewCopy } from './reviewCopy';
import { ReviewForm } from './ReviewForm';
import { pageMeta } from '../../../meta/PageMeta';
import type { RouteData } from '../../../routes/RouteData';
import { routeQuery } from '../../../routes/RouteQuery';

/** 商品評價 (/member/review?order=): every line of the member's completed order still waiting for a review. */
export default function ReviewPage() {
  const orderId = numericId(useSearchParams()[0].get('order') ?? undefined);
  const { data: lines } = useSuspenseQuery(pendingReviewsQuery(useContainer(), orderId));
  return (
    <MemberShell title={ReviewCopy.TITLE}>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{ReviewCopy.INTRO}</Typography>
      {lines.length === 0 ? (
        <Box sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: 2 }}>
          <Typography>{ReviewCopy.NOTHING}</Typography>
          <Box component={Link} to="/member/profile" sx={{ color: SHOP_COLORS.brandPinkStrong }}>{ReviewCopy.BACK} ›</Box>
        </Box>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
          {lines.map((line) => <ReviewForm key={`${line.orderId}-${line.optionId}`} line={line} />)}
        </Box>
      )}
    </MemberShell>
  );
}

export const route: RouteData = {
  meta: () => pageMeta({ title: '商品評價', robots: 'noindex' }),
  queries: ({ search, container }) => {
    const raw = search.get('order');
    const order = raw === null ? null : numericId(raw);
    return raw !== null && order === null ? null : [routeQuery(pendingReviewsQuery(container, order))];
  },
};
