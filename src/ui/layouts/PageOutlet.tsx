import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { skeletonKindFor } from '../../domain/shell/pageSkeleton';
import { PageSkeleton } from '../components/PageSkeleton';

/**
 * The page, or while a client-side navigation to another path loads (lazy code, then the
 * loader's data) the skeleton of the page being opened. A change of query on the same path
 * (filters, paging) keeps the page as it is.
 */
export function PageOutlet() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.location;
  if (navigation.state === 'loading' && target && target.pathname !== pathname) return <PageSkeleton kind={skeletonKindFor(target.pathname)} />;
  return <Outlet />;
}
