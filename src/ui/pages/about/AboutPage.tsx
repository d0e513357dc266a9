import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useSearchParams } from 'react-router-dom';
import { ArticleLayout, TextSections } from '../../components/ArticleLayout';
import { ABOUT_CONTENT, ABOUT_TABS, parseAboutSection } from './aboutContent';
import type { RouteData } from '../../routes/RouteData';
import { aboutMeta } from './aboutMeta';

/** /about with the report and jobs sections chosen by `?section=`. */
export default function AboutPage() {
  const [params] = useSearchParams();
  const section = parseAboutSection(params.get('section'));
  const content = ABOUT_CONTENT[section];
  return (
    <ArticleLayout title={content.title} lead={content.lead}>
      <Tabs value={section} aria-label="關於我們分頁" sx={{ mb: 2 }}>
        {ABOUT_TABS.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={tab.label} component={Link} to={tab.key === 'story' ? '/about' : `/about?section=${tab.key}`} />
        ))}
      </Tabs>
      <TextSections sections={content.sections} />
    </ArticleLayout>
  );
}

export const route: RouteData = { meta: aboutMeta };
