import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PathLink } from '../../components/PathLink';
import { GroupBuyCardView } from '../../components/GroupBuyCardView';
import { Breadcrumbs } from '../catalog/CatalogParts';
import { useCatalogRead } from '../catalog/useCatalogRead';
import { Cover, proseSx } from './ExploreParts';
import { guideRead } from './exploreQueries';
import { ExploreCopy } from './messages';
import { SHOP_TOKENS } from '../../tokens';
import { readRoute } from '../catalog/readRoute';
import type { RouteData } from '../../routes/RouteData';

/** shopping-guide (SPEC §2.1): what to look at when buying, then the picks with why each was chosen. */
export default function GuidePage() {
  const { data: guide } = useCatalogRead(guideRead);
  const path = `/guide/${guide.id}`;
  return (
    <Container component="article" maxWidth="md" sx={{ px: { xs: 2, md: 3 }, pb: 5 }}>
      <Breadcrumbs crumbs={[{ name: ExploreCopy.title, path: '/explore' }, { name: guide.title, path }]} />
      <Typography sx={{ fontSize: 13, color: SHOP_TOKENS.brandText, fontWeight: 700 }}>{ExploreCopy.guideCrumb}</Typography>
      <Typography component="h1" sx={{ mt: 0.5, fontSize: { xs: 24, md: 32 }, fontWeight: 800, lineHeight: 1.4 }}>{guide.title}</Typography>
      <Box sx={{ mt: 2 }}><Cover src={guide.cover} alt={guide.title} eager /></Box>
      <Box sx={proseSx}><p>{guide.intro}</p></Box>
      <Box component="section" aria-labelledby="guide-criteria" sx={proseSx}>
        <h2 id="guide-criteria">{ExploreCopy.criteria}</h2>
        <Box component="ol" sx={{ pl: 3, m: 0 }}>
          {guide.criteria.map((c) => (
            <li key={c.title}><strong>{c.title}</strong>：{c.detail}</li>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="guide-picks" sx={{ mt: 4 }}>
        <Typography id="guide-picks" component="h2" sx={{ fontSize: { xs: 20, md: 22 }, fontWeight: 700, mb: 1.5 }}>{ExploreCopy.picks}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {guide.picks.map((pick) => (
            <Box key={pick.card.id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <GroupBuyCardView card={pick.card} />
              <Box sx={{ fontSize: 13, lineHeight: 1.7, color: SHOP_TOKENS.textSoft, bgcolor: SHOP_TOKENS.softBackground, borderRadius: 2, p: 1.25 }}>
                <Typography component="span" sx={{ fontSize: 12, fontWeight: 700, color: SHOP_TOKENS.brandText, display: 'block' }}>{ExploreCopy.whyPicked}</Typography>
                {pick.note}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <PathLink to="/explore" style={{ color: SHOP_TOKENS.brandText, fontWeight: 700 }}>{ExploreCopy.backToExplore}</PathLink>
      </Box>
    </Container>
  );
}

export const route: RouteData = readRoute(async (context) => (await import('./exploreMeta')).guideMeta(context), guideRead);
