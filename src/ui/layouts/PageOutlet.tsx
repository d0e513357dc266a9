import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { afterHydration } from '../app/afterHydration';
import { whenIdle } from '../app/whenIdle';

/**
 * The skeletons show only on a later navigation: their code loads after the first page has
 * hydrated, in a component of its own, so loading it never re-renders the page being hydrated.
 */
const Skeleton = afterHydration<{ pathname: string }>(() =>
  Promise.all([import('../components/PageSkeleton'), import('../../domain/shell/pageSkeleton')]).then(([view, kinds]) => ({
    default: ({ pathname }: { pathname: string }) => <view.PageSkeleton kind={kinds.skeletonKindFor(pathname)} />,
  })),
);

/**
 * The page, or while a client-side navigation to another path loads (lazy code, then the
 * loader's data) the skeleton of the page being opened. A change of query on the same path
 * (filters, paging) keeps the page as it is.
 */
export function PageOutlet() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Warm the skeleton's code once the page has hydrated; this state-free effect re-renders nothing.
  useEffect(() => {
    void whenIdle().then(Skeleton.preload).catch(() => undefined);
  }, []);
  const target = navigation.location;
  if (navigation.state === 'loading' && target && target.pathname !== pathname) return <Skeleton pathname={target.pathname} />;
  return <Outlet />;
}
