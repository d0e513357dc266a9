import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { GroupBuyGrid } from '../../components/GroupBuyGrid';
import { Section } from '../../components/Section';
import { Breadcrumbs, EmptyState } from './CatalogParts';
import { eventBranchesRead } from './catalogQueries';
import { EventHeader } from './EventHeader';
import { CatalogCopy } from './messages';
import { useCatalogRead } from './useCatalogRead';
import { SHOP_TOKENS } from '../../tokens';

const sectionId = (branchPath: string) => `event-branch-${branchPath}`;

/**
 * event2 (SPEC §2.1), the newer event layout: the event's group-buys grouped by mall branch, a
 * branch bar that jumps to each group, the hottest eight of each and a link to the full list.
 * The preview (event2-preview) is the same page under a 預覽模式 notice.
 */
export function Event2View({ preview = false }: { preview?: boolean }) {
  const { data } = useCatalogRead(eventBranchesRead);
  const { event } = data;
  const fullList = `/event/${event.path}`;
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      {preview && <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="preview-banner">{CatalogCopy.previewBanner}</Alert>}
      <Breadcrumbs crumbs={[{ name: event.title, path: `/event2/${event.path}${preview ? '/preview' : ''}` }]} />
      <EventHeader event={event} phase={data.phase} />
      <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: 14 }}>{CatalogCopy.eventTotal(data.total)}</Typography>
      {data.sections.length === 0 && <EmptyState text={CatalogCopy.emptyGroups} />}
      {data.sections.length > 1 && (
        <Box component="nav" aria-label={CatalogCopy.eventBranchNav} sx={{ position: 'sticky', top: 0, zIndex: 2, bgcolor: SHOP_TOKENS.surface, display: 'flex', gap: 1, overflowX: 'auto', py: 1, mt: 1 }}>
          {data.sections.map((s) => (
            <Box key={s.branch.path} component="a" href={`#${sectionId(s.branch.path)}`} sx={{ flex: 'none', px: 1.5, py: 0.5, borderRadius: 999, bgcolor: s.branch.color, color: SHOP_TOKENS.text, fontSize: 14, textDecoration: 'none' }}>
              {s.branch.name}
            </Box>
          ))}
        </Box>
      )}
      {data.sections.map((s) => (
        <Box key={s.branch.path} sx={{ scrollMarginTop: 56, borderTop: `4px solid ${s.branch.color}`, mt: 2 }}>
          <Section title={s.branch.name} id={sectionId(s.branch.path)} moreTo={s.total > s.cards.length ? fullList : undefined}>
            <GroupBuyGrid cards={s.cards} />
          </Section>
        </Box>
      ))}
    </Container>
  );
}
