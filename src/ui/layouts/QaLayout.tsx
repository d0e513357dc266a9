import { useQuery } from '@tanstack/react-query';
import { Outlet, useMatches } from 'react-router-dom';
import type { QaNavState } from '../../domain/qa/qaNav';
import { usesMobileLayout } from '../../domain/user/platform';
import { useContainer } from '../di/ContainerProvider';
import { useUserMeta } from '../hooks/useUserMeta';
import { QaNavBar } from '../pages/qa/QaNavBar';
import { qaCategoriesQuery } from '../pages/qa/queries';
import { useRouteHandle } from './useRouteHandle';

/** Routes where the Q&A nav is hidden (SPEC §2.1: the ask page). */
const NAV_HIDDEN_ON = ['qaPost'];

const isNavState = (data: unknown): data is QaNavState => typeof data === 'object' && data !== null && 'activeCategoryId' in data;

/** The Q&A layout (SPEC §2.5): the category navigation bar above every forum page; the page's loader decides the highlight. */
export function QaLayout() {
  const user = useUserMeta();
  const { name } = useRouteHandle();
  const nav = [...useMatches()].reverse().map((m) => m.loaderData).find(isNavState);
  const { data: categories } = useQuery(qaCategoriesQuery(useContainer()));
  const show = categories && !NAV_HIDDEN_ON.includes(name ?? '');
  return (
    <>
      {show && <QaNavBar categories={categories} activeCategoryId={nav?.activeCategoryId ?? null} variant={user && usesMobileLayout(user.platform) ? 'mobile' : 'desktop'} />}
      <Outlet />
    </>
  );
}
