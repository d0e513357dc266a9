import { useSuspenseQuery } from '@tanstack/react-query';
import { babyPicksQuery, homePageQuery } from './homeQueries';
import { BabyPicksRow } from './BabyPicksRow';
import { useContainer } from '../../di/ContainerProvider';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { Section } from '../../components/Section';
import { BranchStrip } from './BranchStrip';
import { PageColumn, PillLinks } from '../mall/MallParts';
import styles from './HomePage.module.css';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery } from '../../routes/RouteQuery';

/** Home (SPEC §2.1): branches, 適合寶寶 for a member with a baby, newest, the branch sections, hot, floors and the featured lists. */
export default function HomePage() {
  const container = useContainer();
  const { data } = useSuspenseQuery(homePageQuery(container));
  return (
    <PageColumn flush>
      <div className={styles.hero}>
        <h1 className={styles.title}>媽咪寶寶好物，限時揪團最划算</h1>
        <p className={styles.lead}>每天精選嬰幼服飾、哺育用品與寢具玩具，揪團價限時開賣，賣完就沒了！</p>
      </div>
      <Section title="逛逛商城" id="home-branches">
        <BranchStrip branches={data.branches} />
      </Section>
      <BabyPicksRow />
      <Section title="最新團購" moreTo="/mall/all/groupbuy/newest" id="home-newest">
        <GroupBuyGrid cards={data.newest.cards} eagerCount={4} />
      </Section>
      {data.sections.map((section) => (
        <Section key={section.id} title={section.title} moreTo={section.morePath} id={`home-section-${section.id}`}>
          <GroupBuyGrid cards={section.cards} />
        </Section>
      ))}
      <Section title="熱銷團購" moreTo="/featured-products/hot" id="home-hot">
        <GroupBuyGrid cards={data.hot.cards} />
      </Section>
      {data.floors.length > 0 && (
        <Section title="逛樓層" id="home-floors">
          <PillLinks label="樓層" links={data.floors.map((floor) => ({ to: `/groupbuy/category/${floor.path}`, text: floor.title }))} />
        </Section>
      )}
      {data.featured.discount.cards.length > 0 && (
        <Section title="限時折扣" moreTo="/featured-products/discount" id="home-discount">
          <GroupBuyGrid cards={data.featured.discount.cards} />
        </Section>
      )}
      {data.featured.recommend.cards.length > 0 && (
        <Section title="編輯推薦" moreTo="/featured-products/recommend" id="home-recommend">
          <GroupBuyGrid cards={data.featured.recommend.cards} />
        </Section>
      )}
    </PageColumn>
  );
}

export const route: RouteData = { meta: async (context) => (await import('./homeMeta')).homeMeta(context), queries: ({ container }) => [routeQuery(homePageQuery(container)), routeQuery(babyPicksQuery(container))] };
