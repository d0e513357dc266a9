import { pageMeta } from '../../meta/PageMeta';
import { aboutMeta } from '../../pages/about/aboutMeta';
import { staticPageMeta } from '../../pages/static/staticPageMeta';
import type { RouteData } from '../RouteData';

/** Data of the static pages (foundationRoutes.ts): meta only, read from their copy. */
export const routeData = {
  about: { meta: aboutMeta },
  terms: { meta: staticPageMeta('terms') },
  privacy: { meta: staticPageMeta('privacy') },
  app: { meta: staticPageMeta('app') },
  'brand-resource': {
    meta: () =>
      pageMeta({
        title: '品牌合作資源',
        description: '寶貝揪團品牌識別資源：標誌、品牌色與使用規範，歡迎合作夥伴與媒體下載使用。',
        canonicalPath: '/brand-resource',
      }),
  },
} satisfies Record<string, RouteData>;
