import { pageMeta } from '../../meta/PageMeta';
import { STATIC_CONTENT, type StaticKind } from './staticContent';

export const staticPageMeta = (kind: StaticKind) => () =>
  pageMeta({ title: STATIC_CONTENT[kind].title, description: STATIC_CONTENT[kind].lead, canonicalPath: `/${kind}` });
