import type { MetaContext } from '../../routes/RouteData';
import { pageMeta } from '../../meta/PageMeta';
import { ABOUT_CONTENT, parseAboutSection } from './aboutContent';

export function aboutMeta({ url }: MetaContext) {
  const section = parseAboutSection(url.searchParams.get('section'));
  const content = ABOUT_CONTENT[section];
  return pageMeta({
    title: content.title,
    description: content.lead,
    canonicalPath: section === 'story' ? '/about' : `/about?section=${section}`,
  });
}
