import { useQuery } from '@tanstack/react-query';
import { Outlet, useParams } from 'react-router-dom';
import { usesMobileLayout } from '../../domain/user/platform';
import { useContainer } from '../di/ContainerProvider';
import { useUserMeta } from '../hooks/useUserMeta';
import { mallNavQuery } from '../pages/mall/mallNavQuery';
import { MallNavBar } from './MallNavBar';
import { useRouteHandle } from './useRouteHandle';


/** The mall layout (SPEC §2.2): the branch navigation bar above every mall page, per-route switchable. */
export function MallLayout() {
  const user = useUserMeta();
  const { flags } = useRouteHandle();
  const { branchPath } = useParams();
  const { data: branches } = useQuery(mallNavQuery(useContainer()));
  const mobile = user ? usesMobileLayout(user.platform) : false;
  const show = user && branches && (mobile ? flags.showMallNavMobile : flags.showMallNavDesktop);
  return (
    <>
      {show && <MallNavBar branches={branches} current={branchPath ?? null} variant={mobile ? 'mobile' : 'desktop'} underHeader={flags.showMobileHeader} />}
      <Outlet />
    </>
  );
}
