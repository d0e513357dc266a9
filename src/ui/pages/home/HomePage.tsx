import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { homePageQuery } from '../../app/queries';
import { useContainer } from '../../di/ContainerProvider';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { Section } from '../../components/Section';
import { BranchStrip } from './BranchStrip';

/** Home (SPEC §2.1): the mall's branches, then the newest and the hottest group-buys. */
export default function HomePage() {
  const container = useContainer();
  const { data } = useSuspenseQuery(homePageQuery(container));
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 } }}>
      <Box sx={{ mt: { xs: 1.5, md: 3 }, p: { xs: 2, md: 3 }, borderRadius: 3, background: 'linear-gradient(120deg, #ffe3ec 0%, #fff4e6 60%, #e6f7f6 100%)' }}>
        <Typography component="h1" sx={{ fontSize: { xs: 20, md: 28 }, fontWeight: 800, color: '#333' }}>
          媽咪寶寶好物，限時揪團最划算
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'text.secondary', fontSize: { xs: 13, md: 15 } }}>
          每天精選嬰幼服飾、哺育用品與寢具玩具，揪團價限時開賣，賣完就沒了！
        </Typography>
      </Box>
      <Section title="逛逛商城" id="home-branches">
        <BranchStrip branches={data.branches} />
      </Section>
      <Section title="最新團購" moreTo="/mall/all/groupbuy/newest" id="home-newest">
        <GroupBuyGrid cards={data.newest.cards} eagerCount={4} />
      </Section>
      <Section title="熱銷團購" moreTo="/featured-products/hot" id="home-hot">
        <GroupBuyGrid cards={data.hot.cards} />
      </Section>
    </Container>
  );
}
