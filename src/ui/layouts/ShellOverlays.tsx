import { useEffect } from 'react';
import { WatchConnectivity } from '../../application/shell/WatchConnectivity';
import { ToastStack } from '../shell/ToastStack';
import { OfflineNotice } from '../shell/OfflineNotice';
import { useOnline, useToasts } from '../hooks/useShellStores';
import { useUseCase } from '../hooks/useUseCase';
import { LoginDialogHost } from './LoginDialogHost';
import { afterHydration } from '../app/afterHydration';
import { PopupStackHost } from './PopupStackHost';
import { AppInviteHost } from './AppInviteHost';
import { PageBehaviourHost } from './PageBehaviourHost';

// SPEC §4.2's popup is due after the page's entry, never at paint: its rules and timers load once the page has hydrated.
const NotificationPopupSlot = afterHydration<{ aboveBottomNav: boolean }>(() => import('../notifications/NotificationPopupSlot').then((module) => ({ default: module.NotificationPopupSlot })));

/** Toasts, the offline notice and the login dialog, above every page. */
export function ShellOverlays({ aboveBottomNav }: { aboveBottomNav: boolean }) {
  const toasts = useToasts();
  const online = useOnline();
  const watchConnectivity = useUseCase(WatchConnectivity);
  useEffect(() => watchConnectivity.execute(), [watchConnectivity]);
  return (
    <>
      <OfflineNotice online={online} />
      <ToastStack toasts={toasts} aboveBottomNav={aboveBottomNav} />
      <LoginDialogHost />
      <NotificationPopupSlot aboveBottomNav={aboveBottomNav} />
      <PopupStackHost />
      <AppInviteHost aboveBottomNav={aboveBottomNav} />
      <PageBehaviourHost />
    </>
  );
}
