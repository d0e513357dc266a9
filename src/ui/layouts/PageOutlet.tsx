import { useEffect, useState, type ComponentType } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import type { SkeletonKind } from '../../domain/shell/pageSkeleton';

type Skeleton = { PageSkeleton: ComponentType<{ kind: SkeletonKind }>; skeletonKindFor: (pathname: string) => SkeletonKind };

/** The skeletons show only on a later navigation: their code loads after the first page has painted. */
const loadSkeleton = (): Promise<Skeleton> =>
  Promise.all([import('../components/PageSkeleton'), import('../../domain/shell/pageSkeleton')]).then(([view, kinds]) => ({
    PageSkeleton: view.PageSkeleton,
    skeletonKindFor: kinds.skeletonKindFor,
  }));

/**
 * The page, or while a client-side navigation to another path loads (lazy code, then the
 * loader's data) the skeleton of the page being opened. A change of query on the same path
 * (filters, paging) keeps the page as it is; so does a navigation before the skeletons' code has
 * loaded (the progress bar still shows it is on its way).
 */
export function PageOutlet() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [skeleton, setSkeleton] = useState<Skeleton | null>(null);
  useEffect(() => {
    let live = true;
    loadSkeleton()
      .then((loaded) => live && setSkeleton(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const target = navigation.location;
  if (skeleton && navigation.state === 'loading' && target && target.pathname !== pathname) return <skeleton.PageSkeleton kind={skeleton.skeletonKindFor(target.pathname)} />;
  return <Outlet />;
}
