import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { BranchCategories } from '../../../domain/mall/browse';
import { useContainer } from '../../di/ContainerProvider';
import { mallMenuQuery } from './mallQueries';
import { PageHeading } from './MallParts';
import { MallCopy } from './messages';
import { SHOP_TOKENS } from '../../theme';

const linkStyle = { color: SHOP_TOKENS.text, textDecoration: 'none', fontSize: 14, display: 'inline-block', padding: '6px 0' };

/** A main category opens the branch listing narrowed to it (the `mall` filter); a sub category its category page. */
const mainHref = (branch: BranchCategories, slug: string) => `/mall/${branch.path}?mall=${slug}`;

/** SPEC §2.1 "mall-menu": the category list of every branch. */
export default function MallMenuPage() {
  const { data: branches } = useSuspenseQuery(mallMenuQuery(useContainer()));
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <PageHeading title={MallCopy.menuTitle} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {branches.map((branch) => (
          <Box component="section" key={branch.id} aria-labelledby={`menu-${branch.path}`} sx={{ borderRadius: 3, p: 2, pt: 2.5, background: `linear-gradient(${branch.color} 0 5px, ${SHOP_TOKENS.surface} 5px)` }}>
            <Typography id={`menu-${branch.path}`} component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
              <Link to={`/mall/${branch.path}`} style={{ color: 'inherit', textDecoration: 'none' }}>{branch.name}</Link>
            </Typography>
            {branch.categories.map((main) => (
              <Box key={main.id} sx={{ mt: 1.5 }}>
                <Link to={mainHref(branch, main.slug)} style={{ ...linkStyle, fontWeight: 700 }}>{main.name}</Link>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                  {main.children.map((sub) => (
                    <li key={sub.id}><Link to={`/market/category/${sub.id}`} style={{ ...linkStyle, color: SHOP_TOKENS.textMuted }}>{sub.name}</Link></li>
                  ))}
                </Box>
              </Box>
            ))}
            <Link to={`/mall/${branch.path}`} style={{ ...linkStyle, color: SHOP_TOKENS.brandText, marginTop: 8 }}>{MallCopy.menuSeeAll(branch.name)} ›</Link>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
