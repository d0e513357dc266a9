import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router-dom';
import { ArticleLayout, TextSections } from '../../components/ArticleLayout';
import { EXTERNAL_URLS } from '../../shell/shellLinks';
import { isStaticKind, STATIC_CONTENT, type StaticKind } from './staticContent';
import type { RouteData } from '../../routes/RouteData';
import { staticPageMeta } from './staticPageMeta';

/** /terms, /privacy and /app: long-form copy linked from the footer. */
export default function StaticPage() {
  const kind = useLocation().pathname.replace(/^\//, '');
  const content = STATIC_CONTENT[isStaticKind(kind) ? kind : 'terms'];
  return (
    <ArticleLayout title={content.title} lead={content.lead}>
      <TextSections sections={content.sections} />
      {kind === 'app' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap', mt: 3 }}>
          <img src="/images/app-qr.svg" width={128} height={128} alt="掃描下載寶貝揪團 App" />
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <Button variant="contained" disableElevation href={EXTERNAL_URLS.appStore}>App Store 下載</Button>
            <Button variant="outlined" href={EXTERNAL_URLS.googlePlay}>Google Play 下載</Button>
          </Box>
        </Box>
      )}
    </ArticleLayout>
  );
}

/** terms, privacy and app: meta from their copy. */
export const routes: Record<StaticKind, RouteData> = {
  terms: { meta: staticPageMeta('terms') },
  privacy: { meta: staticPageMeta('privacy') },
  app: { meta: staticPageMeta('app') },
};
