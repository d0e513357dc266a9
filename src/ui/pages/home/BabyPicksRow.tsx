import { useSuspenseQuery } from '@tanstack/react-query';
import { useContainer } from '../../di/ContainerProvider';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { Section } from '../../components/Section';
import { babyPicksQuery } from './homeQueries';
import styles from './HomePage.module.css';

/** 「適合小芽的商品」: buyable goods of the member's baby's age, with the age she is today; no row for a visitor or without a baby. */
export function BabyPicksRow() {
  const { data } = useSuspenseQuery(babyPicksQuery(useContainer()));
  if (!data.baby || data.cards.length === 0) return null;
  return (
    <Section title={data.baby.title} moreTo={`/mall/all?age=${data.baby.age}`} id="home-baby-picks">
      <p className={styles.babyAge} data-testid="baby-picks-age">{data.baby.ageText}</p>
      <GroupBuyGrid cards={data.cards} />
    </Section>
  );
}
