import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NotificationPopupStore } from '../../application/notifications/NotificationPopupStore';
import { ShowNotification } from '../../application/notifications/ShowNotification';
import { useObservable } from '../hooks/useObservable';
import { useSession } from '../hooks/useUserMeta';
import { useUseCase } from '../hooks/useUseCase';

// The card loads only once a notification is due, so a page without one never pays for it.
const NotificationPopup = lazy(() => import('./NotificationPopup'));

/** SPEC §4.2: on every page entry asks which notification to show, and shows it when due. */
export function NotificationPopupSlot({ aboveBottomNav }: { aboveBottomNav: boolean }) {
  const { pathname } = useLocation();
  const signedIn = useSession()?.user.signedIn ?? false;
  const show = useUseCase(ShowNotification);
  const store = useUseCase(NotificationPopupStore);
  const state = useObservable(store.state$);
  useEffect(() => {
    void show.execute({ pathname, signedIn });
  }, [show, pathname, signedIn]);
  useEffect(() => () => store.clear(), [store]);
  if (state === null) return null;
  return (
    <Suspense fallback={null}>
      <NotificationPopup state={state} aboveBottomNav={aboveBottomNav} />
    </Suspense>
  );
}
