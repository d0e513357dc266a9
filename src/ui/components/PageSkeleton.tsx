import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import type { SkeletonKind } from '../../domain/shell/pageSkeleton';
import { visuallyHidden } from '../shell/visuallyHidden';

const LOADING = '頁面載入中';

const Line = ({ width, height = 20 }: { width: number | string; height?: number }) => <Skeleton variant="text" width={width} height={height} />;
const Block = ({ height, radius = 12 }: { height: number | string; radius?: number }) => (
  <Skeleton variant="rounded" height={height} sx={{ borderRadius: `${radius}px` }} />
);

function Cards({ count }: { count: number }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1.5, md: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {Array.from({ length: count }, (_, i) => (
        <Box key={i}><Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: '8px' }} /><Line width="90%" /><Line width="60%" /><Line width="40%" height={28} /></Box>
      ))}
    </Box>
  );
}

function Rows({ count, height }: { count: number; height: number }) {
  return <Box sx={{ display: 'grid', gap: 1.5 }}>{Array.from({ length: count }, (_, i) => <Block key={i} height={height} />)}</Box>;
}

const SHAPES: Record<SkeletonKind, () => React.JSX.Element> = {
  list: () => (<><Line width="40%" height={36} /><Box sx={{ display: 'flex', gap: 1, my: 2 }}>{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" width={88} height={36} sx={{ borderRadius: '999px' }} />)}</Box><Cards count={8} /></>),
  product: () => (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' } }}>
      <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto', maxWidth: { xs: 360, md: 'none' }, width: '100%', mx: 'auto', borderRadius: '16px' }} />
      <Box><Line width="85%" height={36} /><Line width="60%" /><Line width="35%" height={40} /><Line width="70%" /><Line width="50%" /><Box sx={{ mt: 2 }}><Block height={48} /></Box></Box>
    </Box>
  ),
  qa: () => (<><Line width="30%" height={36} /><Box sx={{ display: 'flex', gap: 1, my: 2 }}>{[0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" width={72} height={32} />)}</Box><Rows count={6} height={96} /></>),
  member: () => (<><Line width="35%" height={36} /><Box sx={{ my: 2 }}><Block height={120} /></Box><Rows count={3} height={88} /></>),
  article: () => (<><Block height={200} /><Line width="80%" height={36} />{[95, 100, 90, 97, 60].map((w, i) => <Line key={i} width={`${w}%`} />)}</>),
  form: () => (<><Line width="30%" height={36} /><Box sx={{ my: 2 }}><Rows count={3} height={110} /></Box><Block height={48} /></>),
};

/**
 * Issue 13 finding 7: the shape of the page being opened, drawn at once while its code or data
 * loads on a client-side navigation, instead of a blank area or the previous page.
 */
export function PageSkeleton({ kind }: { kind: SkeletonKind }) {
  const Shape = SHAPES[kind];
  return (
    <Container maxWidth="lg" role="status" aria-busy="true" data-testid="page-skeleton" data-kind={kind} sx={{ px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }}>
      <span style={visuallyHidden}>{LOADING}</span>
      <Shape />
    </Container>
  );
}
