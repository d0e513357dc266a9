import Container from '@mui/material/Container';
import { Section } from '../../components/Section';
import { Breadcrumbs } from './CatalogParts';
import { eventRead } from './catalogQueries';
import { EventHeader } from './EventHeader';
import { GroupListBlock } from './GroupListBlock';
import { CatalogCopy } from './messages';
import { useCatalogRead } from './useCatalogRead';
import { readRoute } from './readRoute';
import type { RouteData } from '../../routes/RouteData';

/** event (SPEC §2.1): banner, description, period and the event's group-buys, hottest first, 20 a page. */
export default function EventPage() {
  const { data } = useCatalogRead(eventRead);
  const path = `/event/${data.event.path}`;
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <Breadcrumbs crumbs={[{ name: data.event.title, path }]} />
      <EventHeader event={data.event} phase={data.phase} />
      <Section title={CatalogCopy.eventGroups} id="event-groups">
        <GroupListBlock list={data.list} basePath={path} />
      </Section>
    </Container>
  );
}

export const route: RouteData = readRoute(async (context) => (await import('./catalogRouteMeta')).eventMeta(context), eventRead);
