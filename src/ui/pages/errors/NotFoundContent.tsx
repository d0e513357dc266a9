import { useQuery } from '@tanstack/react-query';
import { newestGroupBuysQuery } from '../../app/queries';
import { useContainer } from '../../di/ContainerProvider';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { Section } from '../../components/Section';
import { ErrorView, PageContainer } from './ErrorView';
import { NEWEST_HEADING, NOT_FOUND_COPY } from './errorCopy';

/** SPEC §2.3 404: the message, a link home, and the newest group-buys to keep shopping. */
export function NotFoundContent() {
  const container = useContainer();
  const newest = useQuery(newestGroupBuysQuery(container));
  return (
    <PageContainer>
      <ErrorView copy={NOT_FOUND_COPY} status={404} />
      {newest.data && newest.data.cards.length > 0 && (
        <div data-testid="not-found-newest">
          <Section title={NEWEST_HEADING} moreTo="/mall/all/groupbuy/newest" id="not-found-newest">
            <GroupBuyGrid cards={newest.data.cards.slice(0, 10)} />
          </Section>
        </div>
      )}
    </PageContainer>
  );
}
