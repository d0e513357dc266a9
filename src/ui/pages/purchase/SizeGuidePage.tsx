import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { isSizeGuideKind, sizeGuidePath, SIZE_GUIDE_KINDS } from '../../../domain/purchase/sizeGuides';
import { sizeGuide } from '../../../domain/purchase/sizeGuideTables';
import { SHOP_COLORS } from '../../tokens';
import { InheritLink } from './InheritLink';
import { CartCopy } from './cartMessages';
import { pageMeta } from '../../meta/PageMeta';
import type { RouteData } from '../../routes/RouteData';

/** size-guide: one 尺寸表 (diapers by weight, clothes by height and age, shoes by foot length, …) as a plain table. */
export default function SizeGuidePage() {
  const kind = useParams().kind;
  if (!isSizeGuideKind(kind)) return null;
  const guide = sizeGuide(kind);
  return (
    <Container maxWidth="md" sx={{ px: { xs: 1.5, md: 3 }, py: 3 }}>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 1 }}>{guide.title}</Typography>
      <Typography sx={{ mb: 2, lineHeight: 1.8 }}>{guide.intro}</Typography>
      <Box sx={{ overflowX: 'auto', bgcolor: 'background.paper', borderRadius: 2, border: `1px solid ${SHOP_COLORS.border}` }}>
        <Box component="table" data-testid="size-guide-table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 15, '& th, & td': { px: 1.5, py: 1.25, textAlign: 'left', borderBottom: `1px solid ${SHOP_COLORS.border}`, whiteSpace: 'nowrap' }, '& thead th': { bgcolor: SHOP_COLORS.softBackground, fontWeight: 700 } }}>
          {/* Named for screen readers; the page heading already shows it. */}
          <Box component="caption" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{guide.title}</Box>
          <thead><tr>{guide.columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
          <tbody>
            {guide.rows.map((row) => (
              <tr key={row[0]}>
                <th scope="row">{row[0]}</th>
                {row.slice(1).map((cell, i) => <td key={guide.columns[i + 1]}>{cell}</td>)}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="size-guide-tips" sx={{ mt: 3 }}>
        <Typography id="size-guide-tips" component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1 }}>{CartCopy.SIZE_GUIDE_TIPS}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 3, lineHeight: 1.9 }}>{guide.tips.map((t) => <li key={t}>{t}</li>)}</Box>
      </Box>
      <Box component="nav" aria-labelledby="size-guide-others" sx={{ mt: 3 }}>
        <Typography id="size-guide-others" component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1 }}>{CartCopy.SIZE_GUIDE_OTHERS}</Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {SIZE_GUIDE_KINDS.filter((k) => k !== kind).map((k) => (
            <Box component="li" key={k} sx={{ border: `1px solid ${SHOP_COLORS.border}`, borderRadius: 5, px: 1.5, py: 0.75, minHeight: 24 }}>
              <InheritLink to={sizeGuidePath(k)}>{sizeGuide(k).title}</InheritLink>
            </Box>
          ))}
        </Box>
      </Box>
    </Container>
  );
}

/** A size guide's title and intro as its meta; an unknown kind is the 404 page. */
export const route: RouteData = {
  meta: ({ params }) =>
    isSizeGuideKind(params.kind)
      ? pageMeta({ title: sizeGuide(params.kind).title, description: sizeGuide(params.kind).intro, canonicalPath: sizeGuidePath(params.kind) })
      : pageMeta({}),
  queries: ({ params }) => (isSizeGuideKind(params.kind) ? [] : null),
};
